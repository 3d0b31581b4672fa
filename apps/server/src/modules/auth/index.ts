// The accounts area's public surface (other areas, app.ts and the seed import only this file).
export { hashPassword, verifyPassword } from './passwords.ts';
export { checkPasswordGuarded, liftPasswordLock } from './password-guard.ts';
export { assertNotProbing, recordReveal } from './probe-guard.ts';
export { endAllSessions, isSessionLive } from './sessions.ts';
export { issueTokens } from './tokens.ts';
export { consumeVerificationCode, type CodeChannel } from './verification-codes.ts';
