import { PRODUCT_TYPE, type ProductType } from '@xingtu/contracts/enums';

// Cover art of our own for products that have no cover image: one square SVG per product type, a
// night-sky background (gradient and a fixed scatter of stars) under a motif that says what the
// product is. Drawn from code, so it costs no image files and stays sharp at any size.

const SIZE = 400;

interface CoverTheme {
  /** Two background colours, top-left to bottom-right. */
  sky: [string, string];
  motif: string;
}

const line = (accent: string, width = 6) =>
  `fill="none" stroke="${accent}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** The twelve spokes and the inner ring of a chart wheel. */
function wheel(cx: number, cy: number, r: number, accent: string): string {
  const spokes = Array.from({ length: 12 }, (_, index) => {
    const angle = (index * Math.PI) / 6;
    const x1 = cx + Math.cos(angle) * r * 0.55;
    const y1 = cy + Math.sin(angle) * r * 0.55;
    const x2 = cx + Math.cos(angle) * r;
    const y2 = cy + Math.sin(angle) * r;
    return `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" ${line(accent, 5)}/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" ${line(accent, 3)}/><path d="${spokes}" ${line(accent, 2)} opacity=".7"/>`;
}

const star = (x: number, y: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    const radius = index % 2 === 0 ? r : r * 0.42;
    return `${(x + Math.cos(angle) * radius).toFixed(1)},${(y + Math.sin(angle) * radius).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${fill}"/>`;
};

/** Product types, and the wallet top-up that orders also carry as an item type. */
export type CoverType = ProductType | 'topup';

const THEMES: Record<CoverType, CoverTheme> = {
  [PRODUCT_TYPE.REPORT]: {
    sky: ['#241a63', '#3d2c9e'],
    motif: `${wheel(200, 200, 120, '#f3c969')}<circle cx="262" cy="142" r="11" fill="#fff"/><circle cx="150" cy="268" r="8" fill="#f3c969"/><circle cx="120" cy="170" r="6" fill="#fff"/>`,
  },
  [PRODUCT_TYPE.COURSE]: {
    sky: ['#2b1459', '#6a3fb5'],
    motif: `<path d="M80 150c45-20 85-20 120 6v150c-35-26-75-26-120-6zM320 150c-45-20-85-20-120 6v150c35-26 75-26 120-6z" ${line('#ffe3a3')}/><ellipse cx="200" cy="110" rx="110" ry="28" ${line('#ffe3a3', 3)} opacity=".6"/>${star(200, 82, 18, '#fff')}`,
  },
  [PRODUCT_TYPE.AUTHENTICATION]: {
    sky: ['#14213d', '#29457a'],
    motif: `<path d="M160 250l-22 80 62-28 62 28-22-80" ${line('#f3c969')}/><circle cx="200" cy="180" r="82" ${line('#f3c969', 7)}/>${star(200, 180, 44, '#f3c969')}`,
  },
  [PRODUCT_TYPE.ASTROLOGY_CONSULTANT]: {
    sky: ['#0f3b45', '#1f6f78'],
    motif: `<path d="M70 120h150a20 20 0 0 1 20 20v70a20 20 0 0 1-20 20h-90l-40 34v-34H70a20 20 0 0 1-20-20v-70a20 20 0 0 1 20-20z" ${line('#bff3ec')}/><path d="M270 190h60a20 20 0 0 1 20 20v60a20 20 0 0 1-20 20h-10v30l-34-30h-56a20 20 0 0 1-20-20v-20" ${line('#bff3ec', 5)} opacity=".8"/><path d="M150 150a28 28 0 1 0 22 46 22 22 0 1 1-22-46z" fill="#bff3ec"/>`,
  },
  [PRODUCT_TYPE.NSP_QA]: {
    sky: ['#3b1340', '#7a2f7f'],
    motif: `<path d="M150 150a50 50 0 1 1 70 46c-14 7-20 18-20 32v12" ${line('#ffd1f0', 8)}/><circle cx="200" cy="290" r="9" fill="#ffd1f0"/>${star(110, 110, 12, '#fff')}${star(292, 250, 10, '#fff')}`,
  },
  [PRODUCT_TYPE.EBOOK]: {
    sky: ['#10214f', '#24489a'],
    motif: `<rect x="120" y="80" width="160" height="230" rx="14" ${line('#d8e4ff')}/><path d="M150 80v230" ${line('#d8e4ff', 4)}/><path d="M236 150a34 34 0 1 0 22 60 27 27 0 1 1-22-60z" fill="#f3c969"/>`,
  },
  [PRODUCT_TYPE.ECARD]: {
    sky: ['#4a1530', '#a3476b'],
    motif: `<rect x="80" y="130" width="240" height="160" rx="14" ${line('#ffe0ea')}/><path d="M80 146l120 80 120-80" ${line('#ffe0ea', 5)}/>${star(300, 110, 20, '#f3c969')}${star(110, 100, 10, '#fff')}`,
  },
  [PRODUCT_TYPE.KNOWLEDGE]: {
    sky: ['#0f3326', '#23704f'],
    motif: `<circle cx="200" cy="200" r="62" fill="#d3f5c8" opacity=".9"/><ellipse cx="200" cy="200" rx="130" ry="36" transform="rotate(-18 200 200)" ${line('#d3f5c8', 6)}/>`,
  },
  [PRODUCT_TYPE.BTCA]: {
    sky: ['#3d2a0c', '#9a6a1c'],
    motif: `<circle cx="200" cy="200" r="110" ${line('#ffe9b8', 7)}/><path d="M200 130v70l48 30" ${line('#ffe9b8', 8)}/><circle cx="200" cy="200" r="10" fill="#ffe9b8"/>`,
  },
  [PRODUCT_TYPE.AI_CHAT_PACKAGE]: {
    sky: ['#08283d', '#16617f'],
    motif: `<path d="M110 140L190 110L280 160L240 250L150 270L110 140M190 110L240 250M150 270L280 160" ${line('#a8ecff', 3)} opacity=".8"/>${[
      [110, 140],
      [190, 110],
      [280, 160],
      [240, 250],
      [150, 270],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13" fill="#a8ecff"/>`)
      .join('')}`,
  },
  [PRODUCT_TYPE.GOODS]: {
    sky: ['#2a1747', '#5a3590'],
    motif: `<rect x="100" y="170" width="200" height="140" rx="10" ${line('#f3c969')}/><rect x="86" y="130" width="228" height="44" rx="8" ${line('#f3c969')}/><path d="M200 130v180M200 130c-20-40-70-40-60-6 4 12 30 8 60 6zm0 0c20-40 70-40 60-6-4 12-30 8-60 6z" ${line('#f3c969', 5)}/>`,
  },
  topup: {
    sky: ['#1d1b4b', '#3a2d8c'],
    motif: `<rect x="70" y="120" width="260" height="170" rx="22" ${line('#f3c969')}/><path d="M70 170h260" ${line('#f3c969', 5)}/><rect x="250" y="205" width="80" height="44" rx="12" ${line('#f3c969', 5)}/><circle cx="276" cy="227" r="7" fill="#f3c969"/>`,
  },
};

/** How many sky variants a type has, so that neighbouring products of one type do not look alike. */
export const COVER_VARIANTS = 4;
const VARIANT_HUE_SHIFT_DEG = [0, -28, 24, 48];

/** Rotates the hue of a #rrggbb colour, keeping its saturation and lightness. */
function shiftHue(hex: string, degrees: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return hex;
  let hue = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  hue = (((hue * 60 + degrees) % 360) + 360) % 360;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = light - chroma / 2;
  const [r1, g1, b1] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return `#${[r1, g1, b1]
    .map((value) =>
      Math.round((value + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A fixed scatter of small stars: the same for every cover of a type, different between types. */
function starfield(seed: number): string {
  let state = seed * 7919 + 17;
  const next = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  return Array.from({ length: 28 }, () => {
    const x = (next() * SIZE).toFixed(0);
    const y = (next() * SIZE).toFixed(0);
    const r = (0.8 + next() * 1.8).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.35 + next() * 0.5).toFixed(2)}"/>`;
  }).join('');
}

export const isCoverType = (type: string): type is CoverType => Object.hasOwn(THEMES, type);

/** The cover of a product type as a complete SVG document; `variant` (0 to 3) tints the sky. */
export function coverArtSvg(type: CoverType, variant = 0): string {
  const theme = THEMES[type];
  const shift = VARIANT_HUE_SHIFT_DEG[variant] ?? 0;
  const [from, to] = theme.sky.map((colour) => shiftHue(colour, shift)) as [string, string];
  const seed = (type === 'topup' ? 99 : Number(type)) * COVER_VARIANTS + variant;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}"><defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${SIZE}" height="${SIZE}" fill="url(#sky)"/>${starfield(seed)}${theme.motif}</svg>`;
}

/** The variant a query string asks for: 0 to COVER_VARIANTS - 1, else 0. */
export function coverVariant(value: string | null): number {
  const variant = Number(value);
  return Number.isInteger(variant) && variant >= 0 && variant < COVER_VARIANTS ? variant : 0;
}
