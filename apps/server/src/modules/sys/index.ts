// The sys area's public surface: moderation of text members write.
export { assertClean } from './moderation-service.ts';
