// The tarot area's door: its routes (readings, shares and friends' help).
export { tarotRoutes } from './routes.ts';
