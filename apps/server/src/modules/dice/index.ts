// The AI dice area (the roll and its reading, the dice Q&A marketplace; issue 17 §2). Other areas
// have no need to enter it; app.ts registers routes.ts; the demo seed reads a roll as the engine does.
export { diceRoutes } from './routes.ts';
export { builtinDiceReading } from './reading-prompt.ts';
export { facesOf } from './roll.ts';
