// The fun tests and tools (issue 20 §2): love, elements, themed signs, NVC, developmental ages and
// birth-time rectification with its paid expert check. Other areas have no need to enter it; app.ts
// registers routes.ts.
export { funRoutes } from './routes.ts';
