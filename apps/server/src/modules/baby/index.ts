// The baby pages' own area (the free element check of a child). The baby report itself is bought,
// filled and read through the report area. Other areas have no need to enter it; app.ts registers routes.ts.
export { babyRoutes } from './routes.ts';
