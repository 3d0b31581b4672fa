// The deck's shared look: a 300×500 card with a navy ground, a double gold frame, the number at the top and the
// Chinese and English names in a banner at the bottom. The motif area is x 30–270, y 62–392 (centre 150, 225).
// Classes keep each file small: s = gold line, w = cream line, c/g/k = cream/gold/dark fill, and four colours.

const STYLE =
  '.s{fill:none;stroke:#d8b45c;stroke-width:3;stroke-linecap:round;stroke-linejoin:round}' +
  '.w{fill:none;stroke:#f3e6c4;stroke-width:2.5;stroke-linecap:round;stroke-linejoin:round}' +
  '.c{fill:#f3e6c4}.g{fill:#d8b45c}.k{fill:#151a33}.b{fill:#6fa8cf}.r{fill:#d2644a}.n{fill:#74ad76}.p{fill:#8e7cc3}' +
  '.t{fill:#f3e6c4;font-family:"Noto Serif CJK SC","Noto Sans CJK SC","Source Han Serif SC",serif;text-anchor:middle}';

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface CardFace {
  nameZh: string;
  nameEn: string;
  /** Shown at the top: a Roman numeral, or the court's initial. */
  label: string;
  /** SVG markup drawn in the motif area. */
  motif: string;
  /** Extra <defs> content (symbols used by the motif). */
  defs?: string;
}

export function cardSvg({ nameZh, nameEn, label, motif, defs = '' }: CardFace): string {
  const title = `${escapeXml(nameZh)} · ${escapeXml(nameEn)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 500" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<defs><style>${STYLE}</style>${defs}</defs>`,
    '<rect width="300" height="500" rx="18" fill="#1b2140"/>',
    '<rect x="10" y="10" width="280" height="480" rx="12" fill="none" stroke="#d8b45c" stroke-width="3"/>',
    '<rect x="18" y="18" width="264" height="464" rx="8" fill="#232a4f" stroke="#d8b45c" stroke-width="1"/>',
    '<path class="g" d="M34 30l4 6-4 6-4-6zM266 30l4 6-4 6-4-6zM34 466l4 6-4 6-4-6zM266 466l4 6-4 6-4-6z"/>',
    `<text class="t" x="150" y="50" font-size="22" letter-spacing="2">${escapeXml(label)}</text>`,
    motif,
    '<rect x="32" y="394" width="236" height="66" rx="6" fill="#1b2140" stroke="#d8b45c" stroke-width="1.5"/>',
    `<text class="t" x="150" y="429" font-size="28" letter-spacing="4">${escapeXml(nameZh)}</text>`,
    `<text class="t" x="150" y="450" font-size="12" letter-spacing="2">${escapeXml(nameEn.toUpperCase())}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

export function backSvg(): string {
  const rays = Array.from({ length: 24 }, (_, i) => {
    const a = (i * Math.PI) / 12;
    const r1 = i % 2 ? 52 : 46;
    const r2 = i % 2 ? 70 : 86;
    const p = (r: number) => `${(150 + r * Math.cos(a)).toFixed(1)} ${(250 + r * Math.sin(a)).toFixed(1)}`;
    return `M${p(r1)}L${p(r2)}`;
  }).join('');
  const stars = [
    [60, 70],
    [240, 70],
    [60, 430],
    [240, 430],
    [95, 130],
    [205, 130],
    [95, 370],
    [205, 370],
    [150, 95],
    [150, 405],
    [50, 250],
    [250, 250],
  ]
    .map(([x, y]) => `M${x} ${y! - 7}l2 5 5 2-5 2-2 5-2-5-5-2 5-2z`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 500" role="img" aria-label="星图塔罗 · 牌背">',
    '<title>星图塔罗 · 牌背</title>',
    `<defs><style>${STYLE}</style></defs>`,
    '<rect width="300" height="500" rx="18" fill="#1b2140"/>',
    '<rect x="10" y="10" width="280" height="480" rx="12" fill="none" stroke="#d8b45c" stroke-width="3"/>',
    '<rect x="22" y="22" width="256" height="456" rx="8" fill="#232a4f" stroke="#d8b45c" stroke-width="1"/>',
    '<path style="stroke-width:1.5" class="s" d="M150 30L270 250 150 470 30 250z"/>',
    '<circle style="stroke-width:1.5" class="s" cx="150" cy="250" r="100"/>',
    `<path style="stroke-width:2" class="s" d="${rays}"/>`,
    '<circle class="g" cx="150" cy="250" r="40"/>',
    '<path class="k" d="M160 222a30 30 0 1 0 0 56a24 24 0 1 1 0-56z"/>',
    `<path class="c" d="${stars}"/>`,
    '<text class="t" x="150" y="128" font-size="20" letter-spacing="8">星图</text>',
    '</svg>',
    '',
  ].join('\n');
}
