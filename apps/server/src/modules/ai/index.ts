// The AI chat area's door: the answer pipeline, engines and credits the other AI areas (tarot, dice)
// use the same way.
export { returnCredit, takeCredit, type Charge } from './quota.ts';
export type { ChatModel, ChatRequest, ChatTurn } from './chat-model.ts';
export { chatModelFor } from './models.ts';
export { grantBonusPackage, saveAreaAnswer } from './area-use.ts';
export { areaEngine, type AnswerEngine, type AreaTexts } from './answer-engine.ts';
export { prepareAnswer, type AnswerAsk, type PreparedAnswer } from './answer-prepare.ts';
export { streamAnswer, type AnswerEvent, type AnswerStatus } from './answer-stream.ts';
export { streamPieces } from './text-stream.ts';
export { StallError, withStallTimeout } from './stall-guard.ts';
