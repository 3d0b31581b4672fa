import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A random public id (12 characters of a 32-letter alphabet, 60 bits) with an optional prefix:
 * profile links, application, ledger and withdrawal numbers cannot be guessed or walked.
 */
export function newAstrologerId(prefix = ''): string {
  let id = prefix;
  for (const byte of randomBytes(12)) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

export const PUBLIC_ID_PATTERN = /^[a-km-np-z2-9]{12}$/;
