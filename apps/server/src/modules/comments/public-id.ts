import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 12 lower-case letters and digits: a comment's id on the wire (the table's id never leaves). */
export function newCommentId(): string {
  return [...randomBytes(12)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}
