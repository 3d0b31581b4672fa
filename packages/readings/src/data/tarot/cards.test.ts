// The deck's structure and its Golden Dawn correspondences, recomputed independently of the data.
import { describe, expect, it } from 'vitest';
import { SIGN_KEYWORDS } from '../keywords.ts';
import { SIGN_KEYS, type PlanetKey, type SignKey } from '../../keys.ts';
import { MAJOR_CARD_IDS, type MinorCardId, TAROT_CARD_IDS, TAROT_SUITS, type TarotElement } from './card-types.ts';
import { TAROT_CARD_BY_ID, TAROT_CARDS, tarotAstrologyLabel } from './cards.ts';

const ELEMENT_OF_SIGN: Record<string, TarotElement> = { 火: 'fire', 土: 'earth', 风: 'air', 水: 'water' };
const signElement = (sign: SignKey): TarotElement => ELEMENT_OF_SIGN[SIGN_KEYWORDS[sign].element]!;
const SUIT_ELEMENTS = { wands: 'fire', cups: 'water', swords: 'air', pentacles: 'earth' } as const;
const CHALDEAN: readonly PlanetKey[] = ['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon'];
const HAN_ONLY = /^\p{Script=Han}+$/u;

describe('tarot deck', () => {
  it('has 78 unique ids in the declared order, each found by id', () => {
    expect(TAROT_CARDS).toHaveLength(78);
    expect(TAROT_CARDS.map((c) => c.id)).toEqual([...TAROT_CARD_IDS]);
    expect(new Set(TAROT_CARD_IDS).size).toBe(78);
    for (const id of TAROT_CARD_IDS) expect(TAROT_CARD_BY_ID[id].id).toBe(id);
    expect(TAROT_CARD_IDS).toContain('major-00-fool');
    expect(TAROT_CARD_IDS).toContain('wands-01');
    expect(TAROT_CARD_IDS).toContain('pentacles-king');
  });

  it('numbers the majors 0–21 as their ids say, and each suit 1–14', () => {
    const majors = TAROT_CARDS.filter((c) => c.arcana === 'major');
    expect(majors.map((c) => c.number)).toEqual(Array.from({ length: 22 }, (_, i) => i));
    for (const c of majors) expect(c.id.slice(6, 8)).toBe(String(c.number).padStart(2, '0'));
    for (const suit of TAROT_SUITS) {
      const cards = TAROT_CARDS.filter((c) => c.suit === suit);
      expect(cards.map((c) => c.number)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
      for (const c of cards) expect(c.element).toBe(SUIT_ELEMENTS[suit]);
    }
    expect(TAROT_CARD_BY_ID['major-08-strength'].nameZh).toBe('力量');
    expect(TAROT_CARD_BY_ID['major-11-justice'].nameZh).toBe('正义');
  });

  it('names every card in Chinese and in English', () => {
    const zh = new Set<string>();
    for (const c of TAROT_CARDS) {
      expect(c.nameZh, c.id).toMatch(HAN_ONLY);
      expect(c.nameEn, c.id).toMatch(/^[A-Z][A-Za-z ]+$/);
      zh.add(c.nameZh);
    }
    expect(zh.size).toBe(78);
    expect(TAROT_CARD_BY_ID['cups-queen']).toMatchObject({ nameZh: '圣杯王后', nameEn: 'Queen of Cups' });
    expect(TAROT_CARD_BY_ID['swords-01']).toMatchObject({ nameZh: '宝剑王牌', nameEn: 'Ace of Swords' });
  });

  it('gives 3–5 distinct Chinese keywords upright and reversed', () => {
    for (const c of TAROT_CARDS)
      for (const side of ['upright', 'reversed'] as const) {
        const words = c.keywords[side];
        expect(words.length, `${c.id} ${side}`).toBeGreaterThanOrEqual(3);
        expect(words.length, `${c.id} ${side}`).toBeLessThanOrEqual(5);
        expect(new Set(words).size, `${c.id} ${side}`).toBe(words.length);
        for (const w of words) expect(w, `${c.id} ${side}`).toMatch(HAN_ONLY);
      }
  });
});

describe('Golden Dawn correspondences', () => {
  it('gives the twelve sign majors the zodiac in card order, and three elements, seven planets', () => {
    const majors = MAJOR_CARD_IDS.map((id) => TAROT_CARD_BY_ID[id]);
    const signs = majors.flatMap((c) => (c.astrology.kind === 'sign' ? [c.astrology.sign] : []));
    // Waite swapped Strength (Leo) and Justice (Libra) in number only.
    const expected = [...SIGN_KEYS];
    expect(signs).toEqual([...expected.slice(0, 4), 'leo', 'virgo', 'libra', ...expected.slice(7)]);
    for (const c of majors)
      if (c.astrology.kind === 'sign') expect(c.element, c.id).toBe(signElement(c.astrology.sign));
    const planets = majors.flatMap((c) => (c.astrology.kind === 'planet' ? [c.astrology.planet] : []));
    expect([...planets].sort()).toEqual([...CHALDEAN].sort());
    const elements = majors.flatMap((c) => (c.astrology.kind === 'element' ? [c.astrology.element] : []));
    expect(elements).toEqual(['air', 'water', 'fire']);
  });

  it('rules the twos–tens by decan in the Chaldean order from Mars at 0° Aries', () => {
    for (const suit of TAROT_SUITS) {
      const signs = SIGN_KEYS.filter((s) => signElement(s) === SUIT_ELEMENTS[suit]);
      // Cardinal, fixed, mutable: the suit's signs taken from its cardinal sign onward.
      const cardinal = signs.find((s) => SIGN_KEYWORDS[s].modality === '本位')!;
      const ordered = [0, 4, 8].map((k) => SIGN_KEYS[(SIGN_KEYS.indexOf(cardinal) + k) % 12]!);
      for (let n = 2; n <= 10; n++) {
        const card = TAROT_CARD_BY_ID[`${suit}-${String(n).padStart(2, '0')}` as MinorCardId];
        const sign = ordered[Math.floor((n - 2) / 3)]!;
        const decan = ((n - 2) % 3) + 1;
        const planet = CHALDEAN[(2 + SIGN_KEYS.indexOf(sign) * 3 + decan - 1) % 7];
        expect(card.astrology, card.id).toEqual({ kind: 'decan', sign, decan, planet });
      }
    }
    expect(tarotAstrologyLabel(TAROT_CARD_BY_ID['wands-02'].astrology)).toBe('火星在白羊座第一旬（0°–10°）');
    expect(tarotAstrologyLabel(TAROT_CARD_BY_ID['pentacles-10'].astrology)).toBe('水星在处女座第三旬（20°–30°）');
  });

  it('gives knights, queens and kings 20°-to-20° spans ending in the mutable, cardinal and fixed sign', () => {
    const ends = { knight: '变动', queen: '本位', king: '固定' } as const;
    for (const suit of TAROT_SUITS)
      for (const rank of ['knight', 'queen', 'king'] as const) {
        const card = TAROT_CARD_BY_ID[`${suit}-${rank}`];
        const a = card.astrology;
        if (a.kind !== 'span') throw new Error(`${card.id} has no span`);
        expect(SIGN_KEYS.indexOf(a.toSign), card.id).toBe((SIGN_KEYS.indexOf(a.fromSign) + 1) % 12);
        expect(signElement(a.toSign), card.id).toBe(SUIT_ELEMENTS[suit]);
        expect(SIGN_KEYWORDS[a.toSign].modality, card.id).toBe(ends[rank]);
      }
    expect(tarotAstrologyLabel(TAROT_CARD_BY_ID['wands-knight'].astrology)).toBe('天蝎座20°至射手座20°');
  });

  it('ties aces and pages to their element only', () => {
    for (const suit of TAROT_SUITS) {
      expect(TAROT_CARD_BY_ID[`${suit}-01`].astrology).toEqual({ kind: 'root', element: SUIT_ELEMENTS[suit] });
      expect(TAROT_CARD_BY_ID[`${suit}-page`].astrology).toEqual({ kind: 'throne', element: SUIT_ELEMENTS[suit] });
    }
    expect(tarotAstrologyLabel(TAROT_CARD_BY_ID['cups-01'].astrology)).toBe('水元素之根');
    expect(tarotAstrologyLabel(TAROT_CARD_BY_ID['major-01-magician'].astrology)).toBe('水星');
    expect(tarotAstrologyLabel(TAROT_CARD_BY_ID['major-17-star'].astrology)).toBe('水瓶座');
  });
});
