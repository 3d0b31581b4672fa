import userAgreement from './texts/userAgreement.md?raw';
import privacyPolicy from './texts/privacyPolicy.md?raw';
import { parseMarkdown, type Block } from './markdown.ts';

// Agreement texts by key (/contract/{key}). Parsed on the server; the browser receives plain data.
const TEXTS: Record<string, string> = { userAgreement, privacyPolicy };

export const CONTRACT_KEYS = Object.keys(TEXTS);

export function contractBlocks(key: string): Block[] | null {
  const text = Object.hasOwn(TEXTS, key) ? TEXTS[key] : undefined;
  return text ? parseMarkdown(text) : null;
}
