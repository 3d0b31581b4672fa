// The accounts area's public surface (other areas and the seed import only this file).
export { hashPassword, verifyPassword } from './passwords.ts';
export { revokeAllForUser } from './tokens.ts';
export { consumeVerificationCode } from './verification-codes.ts';
