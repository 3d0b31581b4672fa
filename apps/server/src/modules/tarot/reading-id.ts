import { randomBytes } from 'node:crypto';

// Public ids: a reading's (12 lowercase letters and digits) and a share's code (10 letters and digits).
// Random, so neither can be guessed from another; the numeric row ids never leave the server.

const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const MIXED = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function randomText(alphabet: string, length: number): string {
  let text = '';
  // Rejection keeps every character equally likely (256 is not a multiple of the alphabet's size).
  const limit = 256 - (256 % alphabet.length);
  while (text.length < length)
    for (const byte of randomBytes(length * 2))
      if (byte < limit && text.length < length) text += alphabet[byte % alphabet.length];
  return text;
}

export const newReadingId = () => randomText(LOWER, 12);
export const newShareCode = () => randomText(MIXED, 10);
