// The server's highlighted text is escaped text whose only tags are <mark>…</mark> (modules/search
// highlight.ts). Pages do not trust that as HTML: they split it into plain pieces and marked pieces
// and let React escape each, so even a broken answer cannot put markup on the page.

export interface HighlightPiece {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/** Undoes the five escapes of the server (one pass, so "&amp;lt;" stays "&lt;"). */
function unescape(text: string): string {
  return text.replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

export function highlightPieces(html: string): HighlightPiece[] {
  const pieces: HighlightPiece[] = [];
  for (const [i, part] of html.split(/<mark>(.*?)<\/mark>/s).entries()) {
    if (part) pieces.push({ text: unescape(part), marked: i % 2 === 1 });
  }
  return pieces;
}
