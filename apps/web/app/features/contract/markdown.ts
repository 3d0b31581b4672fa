// A small Markdown subset for the agreement texts: headings, paragraphs, bullet and numbered lists
// (one nested level), and **bold**. The result is plain data rendered as React elements, so no
// markup from the text can ever reach the page as HTML.

export type Inline = { kind: 'text'; text: string } | { kind: 'strong'; text: string };

export interface ListItem {
  inlines: Inline[];
  children: MdList | null;
  extra: Inline[][];
}

export interface MdList {
  kind: 'list';
  ordered: boolean;
  items: ListItem[];
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; inlines: Inline[] }
  | { kind: 'paragraph'; inlines: Inline[] }
  | MdList;

export function parseInlines(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push({ kind: 'text', text: text.slice(last, match.index) });
    out.push({ kind: 'strong', text: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

const LIST_LINE = /^(\s*)(-|\d+\.)\s+(.*)$/;
const HEADING_LINE = /^(#{1,3})\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: MdList | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', inlines: parseInlines(paragraph.join('')) });
    paragraph = [];
  };
  const closeList = () => {
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '') {
      flushParagraph();
      continue;
    }
    const heading = HEADING_LINE.exec(line);
    if (heading) {
      flushParagraph();
      closeList();
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length as 1 | 2 | 3,
        inlines: parseInlines(heading[2]!.trim()),
      });
      continue;
    }
    const item = LIST_LINE.exec(line);
    if (item) {
      flushParagraph();
      const nested = item[1]!.length >= 2;
      const ordered = item[2] !== '-';
      const entry: ListItem = { inlines: parseInlines(item[3]!), children: null, extra: [] };
      const current = list as MdList | null;
      const parent = current?.items.at(-1);
      if (nested && parent) {
        parent.children ??= { kind: 'list', ordered, items: [] };
        parent.children.items.push(entry);
      } else if (current && current.ordered === ordered) {
        current.items.push(entry);
      } else {
        const fresh: MdList = { kind: 'list', ordered, items: [entry] };
        blocks.push(fresh);
        list = fresh;
      }
      continue;
    }
    const current = list as MdList | null;
    if (current && /^\s{2,}/.test(line)) {
      // Indented text under a list item continues that item.
      current.items.at(-1)?.extra.push(parseInlines(line.trim()));
      continue;
    }
    closeList();
    paragraph.push(line.trim());
  }
  flushParagraph();
  return blocks;
}

/** The first level-1 heading, for the page title. */
export function documentTitle(blocks: Block[]): string {
  const first = blocks.find((block) => block.kind === 'heading' && block.level === 1);
  return first && first.kind === 'heading' ? first.inlines.map((inline) => inline.text).join('') : '';
}
