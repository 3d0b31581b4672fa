import type { DemoEbook } from './demo-ebook.ts';

// Our own cover art: a gradient, a line drawing for the book's theme and the title, as SVG (600×800).

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function glyphSvg(glyph: DemoEbook['glyph'], accent: string): string {
  const stroke = `fill="none" stroke="${accent}" stroke-width="4"`;
  if (glyph === 'moon')
    return (
      `<circle cx="300" cy="300" r="130" fill="${accent}" opacity="0.9"/><circle cx="355" cy="265" r="118" fill="url(#bg)"/>` +
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<circle cx="${140 + i * 80}" cy="${120 + (i % 2) * 40}" r="${3 + (i % 3)}" fill="${accent}"/>`,
        )
        .join('')
    );
  if (glyph === 'wheel') {
    const spokes = Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const x = (r: number) => (300 + r * Math.cos(a)).toFixed(1);
      const y = (r: number) => (300 + r * Math.sin(a)).toFixed(1);
      return `<line x1="${x(60)}" y1="${y(60)}" x2="${x(150)}" y2="${y(150)}" ${stroke}/>`;
    }).join('');
    return `<circle cx="300" cy="300" r="150" ${stroke}/><circle cx="300" cy="300" r="60" ${stroke}/>${spokes}`;
  }
  const points = Array.from({ length: 120 }, (_, i) => {
    const a = i * 0.16;
    const r = 8 + i * 1.2;
    return `${(300 + r * Math.cos(a)).toFixed(1)},${(300 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return `<polyline points="${points}" ${stroke} stroke-linecap="round"/>`;
}

/** Wraps the title at about 8 characters a line (Chinese has no spaces to break at). */
function titleLines(title: string): string[] {
  const [main, sub] = title.split('：');
  const lines: string[] = [];
  for (let i = 0; i < main!.length; i += 8) lines.push(main!.slice(i, i + 8));
  return sub ? [...lines, sub] : lines;
}

export function coverSvg(book: DemoEbook): string {
  const [main, ...rest] = titleLines(book.title);
  const { from, to, accent } = book.palette;
  const text = [
    `<text x="300" y="560" font-size="52" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(main!)}</text>`,
    ...rest.map(
      (line, i) =>
        `<text x="300" y="${620 + i * 44}" font-size="30" fill="${accent}" text-anchor="middle">${escapeXml(line)}</text>`,
    ),
    `<text x="300" y="750" font-size="24" fill="#ffffff" opacity="0.8" text-anchor="middle">${escapeXml(book.author)}</text>`,
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800" font-family="'Noto Serif SC','Noto Sans SC','PingFang SC','Microsoft YaHei',serif"><defs><linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="800"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="600" height="800" fill="url(#bg)"/>${glyphSvg(book.glyph, accent)}${text}</svg>`;
}
