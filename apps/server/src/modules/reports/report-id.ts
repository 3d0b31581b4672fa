import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A random 12-character public id (60 bits): report links cannot be guessed or walked. */
export function newReportId(): string {
  const bytes = randomBytes(12);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
