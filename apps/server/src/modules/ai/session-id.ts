import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A random 12-character public id (60 bits): conversation links cannot be guessed or walked. */
export function newSessionId(): string {
  let id = '';
  for (const byte of randomBytes(12)) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
