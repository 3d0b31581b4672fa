// The deck's SVG art: tarot/<card id>.svg (78 faces and back.svg) and the dice faces dice/planet-<key>.svg,
// dice/sign-<key>.svg, dice/house-<n>.svg, as paths under apps/web/public/. draw-tarot-art.ts writes them; the
// art test checks the committed files equal this output.
import { DICE_HOUSE, DICE_PLANET, DICE_SIGN } from '../../src/data/dice/meanings.ts';
import { DICE_HOUSE_FACES, DICE_PLANET_FACES, DICE_SIGN_FACES } from '../../src/data/dice/faces.ts';
import { MAJOR_CARD_IDS, type MinorRank } from '../../src/data/tarot/card-types.ts';
import { TAROT_CARDS } from '../../src/data/tarot/cards.ts';
import { backSvg, cardSvg } from './frame.ts';
import { MAJOR_MOTIFS_A } from './major-motifs-a.ts';
import { MAJOR_MOTIFS_B } from './major-motifs-b.ts';
import { minorDefs, minorMotif } from './minor-motifs.ts';
import { PLANET_GLYPH, SIGN_GLYPH } from './astro-glyphs.ts';

const ROMAN = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const roman = (n: number): string =>
  n <= 10 ? ROMAN[n]! : n < 20 ? `X${roman(n - 10)}` : `XX${n > 20 ? 'I' : ''}`;
const COURT_LABEL: Partial<Record<MinorRank, string>> = { page: 'P', knight: 'KN', queen: 'Q', king: 'K' };

const motifs = { ...MAJOR_MOTIFS_A, ...MAJOR_MOTIFS_B };
for (const id of MAJOR_CARD_IDS) if (!motifs[id]) throw new Error(`no motif drawn for ${id}`);

function addCards(out: Map<string, string>): void {
  for (const card of TAROT_CARDS) {
    const face =
      card.suit === null
        ? { label: roman(card.number), motif: motifs[card.id as (typeof MAJOR_CARD_IDS)[number]]!.trim() }
        : (() => {
            const rank = card.id.slice(card.suit.length + 1) as MinorRank;
            return {
              label: COURT_LABEL[rank] ?? (rank === '01' ? 'ACE' : roman(card.number)),
              motif: minorMotif(card.suit, rank),
              defs: minorDefs(card.suit),
            };
          })();
    out.set(`tarot/${card.id}.svg`, cardSvg({ nameZh: card.nameZh, nameEn: card.nameEn, ...face }));
  }
  out.set('tarot/back.svg', backSvg());
}

const DIE_FILL = { planet: '#d8b45c', sign: '#6fa8cf', house: '#8e7cc3' } as const;
const PENTAGON = [-90, -18, 54, 126, 198]
  .map((deg) => {
    const a = (deg * Math.PI) / 180;
    return `${(60 + 56 * Math.cos(a)).toFixed(1)},${(64 + 56 * Math.sin(a)).toFixed(1)}`;
  })
  .join(' ');

/** A face of a twelve-sided die: a pentagon with the glyph (or number) and its Chinese name. */
function dieFace(kind: keyof typeof DIE_FILL, name: string, center: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<polygon points="${PENTAGON}" fill="#1b2140" stroke="${DIE_FILL[kind]}" stroke-width="4" stroke-linejoin="round"/>`,
    center,
    `<text x="60" y="98" fill="#f3e6c4" font-size="13" text-anchor="middle" font-family="'Noto Sans CJK SC',sans-serif">${name}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

const glyph = (color: string, body: string): string =>
  `<g transform="translate(60 56) scale(1.15)" fill="none" stroke="${color}" color="${color}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${body}</g>`;

function addDice(out: Map<string, string>): void {
  for (const p of DICE_PLANET_FACES)
    out.set(
      `dice/planet-${p}.svg`,
      dieFace('planet', DICE_PLANET[p].name, glyph('#d8b45c', PLANET_GLYPH[p])),
    );
  for (const s of DICE_SIGN_FACES)
    out.set(`dice/sign-${s}.svg`, dieFace('sign', DICE_SIGN[s].name, glyph('#6fa8cf', SIGN_GLYPH[s])));
  for (const h of DICE_HOUSE_FACES)
    out.set(
      `dice/house-${h}.svg`,
      dieFace(
        'house',
        DICE_HOUSE[h].name,
        `<text x="60" y="70" fill="#c9bdf0" font-size="36" font-weight="700" text-anchor="middle" font-family="'Noto Sans CJK SC',sans-serif">${h}</text>`,
      ),
    );
}

/** Every art file, keyed by its path under apps/web/public/. */
export function buildArt(): Map<string, string> {
  const out = new Map<string, string>();
  addCards(out);
  addDice(out);
  return out;
}
