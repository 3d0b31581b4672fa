import sanitizeHtml from 'sanitize-html';

// Content bodies are Markdown written by editors. renderMarkdown turns the subset editors use
// (headings, paragraphs, lists, quotes, fenced code, rules, emphasis, code spans, links, images,
// tables are not used) into HTML, then sanitize-html keeps only an allow-list of tags and attributes:
// scripts, styles, event handlers, frames and javascript:/data: addresses never reach a reader.
// Raw HTML in the Markdown passes to the sanitiser like any other HTML, so the allow-list is the
// only thing that decides what a reader's browser receives.

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'strong',
    'em',
    'del',
    'a',
    'img',
    'figure',
    'figcaption',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // h1 is the page's own title: a body's top heading becomes h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/** Inline Markdown: code spans first (their text is literal), then images, links, emphasis. */
function inline(text: string): string {
  const codes: string[] = [];
  let out = text.replace(/`([^`]+)`/g, (_m, code: string) => {
    codes.push(`<code>${escape(code)}</code>`);
    return `\uE000${codes.length - 1}\uE000`;
  });
  out = out
    .replace(
      /!\[([^\]]*)\]\(([^)\s]+)(?:\s+"([^"]*)")?\)/g,
      (_m, alt: string, src: string, title?: string) =>
        `<img src="${escape(src)}" alt="${escape(alt)}"${title ? ` title="${escape(title)}"` : ''}>`,
    )
    .replace(
      /\[([^\]]+)\]\(([^)\s]+)(?:\s+"([^"]*)")?\)/g,
      (_m, label: string, href: string, title?: string) =>
        `<a href="${escape(href)}"${title ? ` title="${escape(title)}"` : ''}>${label}</a>`,
    )
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/~~([^~]+)~~/g, '<del>$1</del>');
  return out.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => codes[Number(i)]!);
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^```\s*([a-zA-Z0-9-]*)\s*$/;

/** Markdown to HTML, not yet sanitised (renderMarkdown sanitises). */
function toHtml(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) out.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      for (i += 1; i < lines.length && !FENCE.test(lines[i]!); i += 1) code.push(lines[i]!);
      const cls = fence[1] ? ` class="language-${fence[1].toLowerCase()}"` : '';
      out.push(`<pre><code${cls}>${escape(code.join('\n'))}</code></pre>`);
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = Math.min(Math.max(heading[1]!.length, 2), 4);
      out.push(`<h${level}>${inline(heading[2]!)}</h${level}>`);
      continue;
    }
    if (RULE.test(line)) {
      flush();
      out.push('<hr>');
      continue;
    }
    if (line.startsWith('>')) {
      flush();
      const quote: string[] = [];
      for (; i < lines.length && lines[i]!.startsWith('>'); i += 1)
        quote.push(lines[i]!.replace(/^>\s?/, ''));
      i -= 1;
      out.push(`<blockquote>${toHtml(quote.join('\n'))}</blockquote>`);
      continue;
    }
    const listKind = BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : null;
    if (listKind) {
      flush();
      const pattern = listKind === 'ul' ? BULLET : NUMBERED;
      const items: string[] = [];
      for (; i < lines.length; i += 1) {
        const item = pattern.exec(lines[i]!);
        if (!item) break;
        items.push(`<li>${inline(item[1]!)}</li>`);
      }
      i -= 1;
      out.push(`<${listKind}>${items.join('')}</${listKind}>`);
      continue;
    }
    paragraph.push(line.trim());
  }
  flush();
  return out.join('\n');
}

/** The HTML a reader receives: rendered, then sanitised by the allow-list above. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(toHtml(markdown), SANITIZE);
}

/** Plain text of sanitised HTML (search, descriptions): tags dropped, entities decoded, spaces folded. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote|pre)>/g, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/** What a save stores from the editor's Markdown: the reader's HTML and its plain text. */
export function renderBody(markdown: string): { bodyHtml: string; bodyText: string } {
  const bodyHtml = renderMarkdown(markdown);
  return { bodyHtml, bodyText: htmlToText(bodyHtml) };
}
