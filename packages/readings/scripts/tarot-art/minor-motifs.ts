// The minors' motifs, laid out by rule: each suit has its own symbol (drawn once, as <g id> in <defs>, then
// placed with <use>); aces show one large symbol held from a cloud, two–ten arrange the pips like playing cards,
// and the courts show a figure whose pose and crown mark the rank.
import type { CourtRank, MinorRank, TarotSuit } from '../../src/data/tarot/card-types.ts';

/** Each symbol fits a box of about 40 × 56 centred on 0,0. */
const SUIT_SYMBOL: Record<TarotSuit, string> = {
  wands:
    '<g id="m"><path d="M0-28V28" stroke="#b07a45" stroke-width="7" stroke-linecap="round"/>' +
    '<g class="n"><ellipse cx="7" cy="-18" rx="7" ry="3"/><ellipse cx="-7" cy="-8" rx="7" ry="3"/><ellipse cx="7" cy="4" rx="6" ry="3"/></g></g>',
  cups:
    '<g id="m"><path class="b" d="M-16-24h32c0 20-8 28-16 28s-16-8-16-28z"/>' +
    '<path class="g" d="M-3 4h6v14h-6zM-12 18h24v6h-24z"/></g>',
  swords:
    '<g id="m"><path fill="#c9d1de" d="M0-30l4 6v30h-8v-30z"/><path class="g" d="M-12 6h24v5h-24zM-2 11h4v11h-4z"/>' +
    '<circle class="g" cx="0" cy="25" r="4"/></g>',
  pentacles:
    '<g id="m"><circle class="g" r="19"/><circle class="k" r="15"/>' +
    '<path class="s" style="stroke-width:2" d="M0-13L7.6 10.5-12.4-4h24.8L-7.6 10.5z"/></g>',
};

const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  2: [
    [150, 140],
    [150, 310],
  ],
  3: [
    [150, 120],
    [150, 225],
    [150, 330],
  ],
  4: [
    [100, 140],
    [200, 140],
    [100, 310],
    [200, 310],
  ],
  5: [
    [100, 140],
    [200, 140],
    [150, 225],
    [100, 310],
    [200, 310],
  ],
  6: [
    [100, 125],
    [200, 125],
    [100, 225],
    [200, 225],
    [100, 325],
    [200, 325],
  ],
  7: [
    [100, 125],
    [200, 125],
    [150, 175],
    [100, 225],
    [200, 225],
    [100, 325],
    [200, 325],
  ],
  8: [
    [100, 125],
    [200, 125],
    [150, 175],
    [100, 225],
    [200, 225],
    [150, 275],
    [100, 325],
    [200, 325],
  ],
  9: [
    [100, 112],
    [200, 112],
    [100, 187],
    [200, 187],
    [150, 225],
    [100, 263],
    [200, 263],
    [100, 338],
    [200, 338],
  ],
  10: [
    [100, 112],
    [200, 112],
    [150, 150],
    [100, 187],
    [200, 187],
    [100, 263],
    [200, 263],
    [150, 300],
    [100, 338],
    [200, 338],
  ],
};

const SUIT_ROBE: Record<TarotSuit, string> = { wands: 'r', cups: 'b', swords: 'p', pentacles: 'n' };

const use = (x: number, y: number, scale: number): string =>
  `<use href="#m" transform="translate(${x} ${y}) scale(${scale})"/>`;

function aceMotif(): string {
  return [
    '<circle class="g" opacity=".12" cx="150" cy="215" r="92"/>',
    '<circle class="s" style="stroke-width:1.5" cx="150" cy="215" r="92"/>',
    '<g class="c" opacity=".9"><ellipse cx="70" cy="300" rx="36" ry="16"/><ellipse cx="96" cy="314" rx="30" ry="14"/></g>',
    '<path class="c" d="M96 300c16-20 30-30 40-30h14v22h-16l-20 20z"/>',
    use(150, 215, 2.8),
  ].join('\n');
}

function pipsMotif(n: number): string {
  const scale = n <= 6 ? 1.25 : 1.05;
  return PIPS[n]!.map(([x, y]) => use(x, y, scale)).join('\n');
}

/** A figure whose crown and pose tell the rank: page standing, knight mounted, queen and king enthroned. */
function courtMotif(suit: TarotSuit, rank: CourtRank): string {
  const robe = SUIT_ROBE[suit];
  switch (rank) {
    case 'page':
      return [
        '<path fill="#5b4a3a" d="M30 392c40-30 200-30 240 0z"/>',
        '<circle class="c" cx="130" cy="150" r="16"/>',
        `<path class="${robe}" d="M130 166l-34 110h68z"/>`,
        '<path class="w" d="M116 276l-6 80M144 276l6 80M144 190l40-20"/>',
        use(200, 160, 1.4),
      ].join('\n');
    case 'knight':
      return [
        '<path class="c" d="M70 340c0-50 20-80 70-86l40-40 30-6 10 16-20 10 6 40c6 30 0 50-6 66h-14l-2-40h-80l-8 40z"/>',
        '<path class="w" d="M90 340v30M200 340v30"/>',
        '<circle class="c" cx="146" cy="160" r="14"/>',
        `<path class="${robe}" d="M146 174l-24 80h48z"/>`,
        '<path class="g" d="M134 150h24l-4-14h-16z"/>',
        use(96, 190, 1.3),
      ].join('\n');
    case 'queen':
    case 'king': {
      const crown =
        rank === 'queen'
          ? '<path class="g" d="M134 128l4-18 12 12 12-12 4 18z"/>'
          : '<path class="g" d="M130 130l2-22 9 12 9-16 9 16 9-12 2 22z"/>';
      return [
        '<rect x="96" y="120" width="108" height="220" rx="8" class="k" stroke="#d8b45c" stroke-width="2"/>',
        '<circle class="c" cx="150" cy="146" r="16"/>',
        crown,
        `<path class="${robe}" d="M150 162c-30 8-40 60-44 170h88c-4-110-14-162-44-170z"/>`,
        rank === 'king' ? '<path class="c" d="M140 168c4 16 16 16 20 0z"/>' : '',
        '<rect class="g" x="86" y="332" width="128" height="12" rx="3"/>',
        use(rank === 'queen' ? 104 : 196, 230, 1.2),
      ]
        .filter(Boolean)
        .join('\n');
    }
  }
}

export function minorDefs(suit: TarotSuit): string {
  return SUIT_SYMBOL[suit];
}

export function minorMotif(suit: TarotSuit, rank: MinorRank): string {
  if (rank === '01') return aceMotif();
  if (rank === 'page' || rank === 'knight' || rank === 'queen' || rank === 'king')
    return courtMotif(suit, rank);
  return pipsMotif(Number(rank));
}
