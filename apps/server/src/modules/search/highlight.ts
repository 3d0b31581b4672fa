import { SEARCH_RULES } from '@xingtu/contracts/search';

// Highlighted titles and snippets, built on the original text (not the segmented one, so Chinese
// reads without the spaces jieba puts between words). The text is escaped piece by piece and the
// only markup added is <mark>: a document's own "<script>" comes out as text.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Longest words first, so 天秤座 is marked whole rather than as 天秤 + 座. */
function matcher(words: string[]): RegExp | null {
  const usable = words.filter((word) => word.length > 0).sort((a, b) => b.length - a.length);
  return usable.length > 0 ? new RegExp(usable.map(escapeRegExp).join('|'), 'giu') : null;
}

interface Span {
  start: number;
  end: number;
}

function spansOf(text: string, pattern: RegExp | null): Span[] {
  if (!pattern) return [];
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

function marked(text: string, spans: Span[], from: number, to: number): string {
  let html = '';
  let at = from;
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue;
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    html += `${escapeHtml(text.slice(at, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    at = end;
  }
  return html + escapeHtml(text.slice(at, to));
}

/** The whole text, escaped, with every occurrence of the words marked. */
export function highlightAll(text: string, words: string[]): string {
  return marked(text, spansOf(text, matcher(words)), 0, text.length);
}

/** Spaces and line breaks of a body collapse: a snippet is one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * About `length` characters of the first text that mentions a word, starting a little before the
 * first mention, with … where it was cut; the first text's opening when none does.
 */
export function snippet(
  texts: string[],
  words: string[],
  length: number = SEARCH_RULES.snippetLength,
): string {
  const pattern = matcher(words);
  const candidates = texts.map(oneLine).filter((text) => text.length > 0);
  for (const text of candidates) {
    const spans = spansOf(text, pattern);
    const first = spans[0];
    if (!first) continue;
    const lead = Math.floor(length / 5);
    const start = text.length <= length ? 0 : Math.max(0, Math.min(first.start - lead, text.length - length));
    const end = Math.min(text.length, start + length);
    return `${start > 0 ? '…' : ''}${marked(text, spans, start, end)}${end < text.length ? '…' : ''}`;
  }
  const text = candidates[0] ?? '';
  return escapeHtml(text.slice(0, length)) + (text.length > length ? '…' : '');
}
