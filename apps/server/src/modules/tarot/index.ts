// The tarot area's door: its routes (readings, shares and friends' help), and what the demo seed needs
// to write readings the way the built-in engine does.
export { tarotRoutes } from './routes.ts';
export { builtinReading } from './reading-text.ts';
export { newReadingId, newShareCode } from './reading-id.ts';
