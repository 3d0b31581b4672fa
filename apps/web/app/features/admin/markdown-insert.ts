// Putting a snippet (an uploaded image's Markdown) into the editor's text where the cursor is: it
// replaces any selection and stands on lines of its own, so it renders as its own paragraph.

export interface Inserted {
  text: string;
  /** Where the cursor goes afterwards: just past the snippet. */
  cursor: number;
}

export function insertBlock(text: string, start: number, end: number, snippet: string): Inserted {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const placed = `${lead}${snippet}${trail}`;
  return { text: before + placed + after, cursor: before.length + lead.length + snippet.length };
}
