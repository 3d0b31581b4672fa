import type { SignId } from '@xingtu/contracts/astrology';
import type { SignBigThree } from '@xingtu/contracts/sign-share';
import type { SignBirthInput } from '../../api/sign-share.ts';

// A friend's way through the steps, kept in this tab (sessionStorage) so every step page and the register
// page's return can pick it up: whose card they came from, their guesses, what they have entered and the
// latest result. Nothing of it is stored on the server.

export interface SignFlow {
  code: string | null;
  guess: { sun: SignId | null; moon: SignId | null; ascendant: SignId | null };
  birth: SignBirthInput | null;
  result: SignBigThree | null;
  /** The invitation was accepted in this tab (so the comparison page does not ask again). */
  joined: boolean;
}

const KEY = 'signShareFlow';
const EMPTY: SignFlow = {
  code: null,
  guess: { sun: null, moon: null, ascendant: null },
  birth: null,
  result: null,
  joined: false,
};

export function readFlow(): SignFlow {
  if (typeof window === 'undefined') return EMPTY;
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<SignFlow>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function writeFlow(patch: Partial<SignFlow>): SignFlow {
  const next = { ...readFlow(), ...patch };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode without storage: the steps still work within one page's life.
  }
  return next;
}

/** A new card opened: the steps start again for it. */
export function startFlow(code: string): SignFlow {
  const current = readFlow();
  if (current.code === code) return current;
  return writeFlow({ ...EMPTY, code });
}
