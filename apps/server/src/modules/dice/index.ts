// The AI dice area (the roll and its reading, the dice Q&A marketplace; issue 17 §2). Other areas
// have no need to enter it; app.ts registers routes.ts.
export { diceRoutes } from './routes.ts';
