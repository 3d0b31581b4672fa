import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Content bodies are Markdown written by editors. renderMarkdown turns it into HTML with markdown-it
// (CommonMark: nested lists, tables, code, quotes …), then sanitize-html keeps only an allow-list of tags and attributes:
// scripts, styles, event handlers, frames and javascript:/data: addresses never reach a reader.
// Raw HTML in the Markdown passes to the sanitiser like any other HTML, so the allow-list is the
// only thing that decides what a reader's browser receives.

/** A table cell's text-align style (markdown-it's column alignment) as the align attribute, nothing else. */
function alignOf(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const align = /^text-align:(left|right|center)$/.exec((attribs.style ?? '').replace(/\s+/g, ''))?.[1];
  return align ? { align } : {};
}

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
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    code: ['class'],
    // A column's alignment (markdown-it writes it as a style, which is not allowed: see transformTags).
    th: ['align'],
    td: ['align'],
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // h1 is the page's own title: a body's top heading becomes h2.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    th: (tagName, attribs) => ({ tagName, attribs: alignOf(attribs) }),
    td: (tagName, attribs) => ({ tagName, attribs: alignOf(attribs) }),
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

/**
 * CommonMark with GitHub's tables and strikethrough (markdown-it). Raw HTML is let through to the
 * sanitiser, which alone decides what stays; a line break inside a paragraph is kept as one.
 */
const markdownIt = new MarkdownIt({ html: true, breaks: true, linkify: false, typographer: false });
// markdown-it would leave a javascript: or data: link as its Markdown text; handing every address to
// the sanitiser instead keeps one decision (its allow-list) and shows the label without the address.
markdownIt.validateLink = () => true;

/**
 * markdown-it puts a newline after every block; the stored HTML keeps none between tags (and none
 * before a code block's end), as readers' pages and the search text expect. Text inside a code block
 * is escaped, so ">\n<" never occurs in it.
 */
const compact = (html: string) =>
  html
    .replace(/>\n+</g, '><')
    .replace(/\n+(?=<(?:ul|ol|li|p|h[1-6]|table|thead|tbody|tr|th|td|blockquote|pre|hr)\b)/g, '')
    .replace(/<br>\n/g, '<br>')
    .replace(/\n<\/code><\/pre>/g, '</code></pre>')
    .trim();

/** Markdown to HTML, not yet sanitised (renderMarkdown sanitises). */
function toHtml(markdown: string): string {
  return compact(markdownIt.render(markdown));
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
