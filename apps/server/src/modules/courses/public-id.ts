import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A random 12-character id (60 bits) for homework hand-ins: links cannot be guessed or walked. */
export function newPublicId(): string {
  let id = '';
  for (const byte of randomBytes(12)) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
