// The AI chat area's door: the credits other AI areas (tarot, dice) spend the same way.
export { returnCredit, takeCredit, type Charge } from './quota.ts';
export type { ChatModel, ChatRequest, ChatTurn } from './chat-model.ts';
export { chatModelFor } from './models.ts';
export { grantBonusPackage, logAreaUse } from './area-use.ts';
export { configuredMessagesStream, streamPieces, type MessagesStream } from './text-stream.ts';
export { configuredModel, type MessagesModel } from './configured-model.ts';
export type { MessagesRequest } from './openai-driver.ts';
export { StallError, withStallTimeout } from './stall-guard.ts';
