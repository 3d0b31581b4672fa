/// <reference types="vite/client" />
// The report catalogue copy (data/report/catalog.ts) and the child element-balance texts (data/report/baby-element.ts):
// every key present, every text Chinese prose within its bounds with Chinese punctuation, no text twice, each
// element/modality text about its own key, and no sentence or clause of 12+ 字 shared with any other data module.
import { describe, expect, it } from 'vitest';
import {
  CHILD_ELEMENT_BALANCED,
  CHILD_ELEMENT_DOMINANT,
  CHILD_ELEMENT_LACKING,
  CHILD_MODALITY_DOMINANT,
} from './data/report/baby-element.ts';
import { REPORT_CATALOG, REPORT_CATALOG_KEYS } from './data/report/catalog.ts';
import { ELEMENT_KEYS, MODALITY_KEYS } from './data/report/natal-balance.ts';
import {
  charCount,
  collectTexts,
  expectNoRepeatedSentences,
  expectTextSet,
} from './test/reading-text-checks.ts';

type Entries = readonly (readonly [key: string, text: string | undefined])[];

/** The one Latin word a customer reads in the catalogue (the download format), swapped for three 字 before the
 *  Chinese-prose check so the length stays the same. */
const withoutPdf = (entries: Entries): Entries =>
  entries.map(([k, t]) => [k, t?.replaceAll('PDF', '文档版')] as const);

/** Half-width punctuation that has a Chinese full-width form (the texts use ，。？！：；“”（）). */
const HALF_WIDTH_PUNCTUATION = /[,.?!:;'"()]/;

const OWN_FILES = ['./data/report/catalog.ts', './data/report/baby-element.ts'];
const DATA_MODULES = import.meta.glob<Record<string, unknown>>(['./data/**/*.ts', '!./data/**/*.test.ts'], {
  eager: true,
});

const CATALOG_TEXTS = collectTexts({ REPORT_CATALOG });
const CHILD_TEXTS = collectTexts({
  CHILD_ELEMENT_DOMINANT,
  CHILD_ELEMENT_LACKING,
  CHILD_MODALITY_DOMINANT,
  CHILD_ELEMENT_BALANCED,
});
const OWN_TEXTS = [...CATALOG_TEXTS, ...CHILD_TEXTS];

const ELEMENT_NAMES = { fire: '火元素', earth: '土元素', air: '风元素', water: '水元素' } as const;
const MODALITY_NAMES = { cardinal: '本位', fixed: '固定', mutable: '变动' } as const;

describe('report catalogue copy', () => {
  it('has exactly the seven report kinds', () => {
    expect(Object.keys(REPORT_CATALOG).sort()).toEqual([...REPORT_CATALOG_KEYS].sort());
    expect(REPORT_CATALOG_KEYS).toHaveLength(7);
  });

  it('titles (≤ 12 字), taglines (15–30), for-whom (60–120) and how-it-works (80–160) are in bounds', () => {
    const each = <T>(pick: (e: (typeof REPORT_CATALOG)[keyof typeof REPORT_CATALOG]) => T) =>
      REPORT_CATALOG_KEYS.map((k) => [k, pick(REPORT_CATALOG[k])] as const);
    expectTextSet(
      'title',
      each((e) => e.title),
      4,
      12,
      7,
    );
    expectTextSet(
      'tagline',
      each((e) => e.tagline),
      15,
      30,
      7,
    );
    expectTextSet(
      'forWhom',
      each((e) => e.forWhom),
      60,
      120,
      7,
    );
    expectTextSet('howItWorks', withoutPdf(each((e) => e.howItWorks)), 80, 160, 7);
  });

  for (const key of REPORT_CATALOG_KEYS) {
    it(`${key}: 6–10 covered points of 10–30 字 and 3–5 questions with answers of 20–120 字`, () => {
      const { covers, faq } = REPORT_CATALOG[key];
      expect(covers.length, `${key} covers`).toBeGreaterThanOrEqual(6);
      expect(covers.length, `${key} covers`).toBeLessThanOrEqual(10);
      expectTextSet(
        `${key} covers`,
        covers.map((c, i) => [String(i), c] as const),
        10,
        30,
        covers.length,
      );
      expect(faq.length, `${key} faq`).toBeGreaterThanOrEqual(3);
      expect(faq.length, `${key} faq`).toBeLessThanOrEqual(5);
      expectTextSet(
        `${key} questions`,
        faq.map((f, i) => [String(i), f.q] as const),
        5,
        30,
        faq.length,
      );
      expectTextSet(
        `${key} answers`,
        faq.map((f, i) => [String(i), f.a] as const),
        20,
        120,
        faq.length,
      );
      for (const { q } of faq) expect(q, `${key} question`).toMatch(/？$/);
    });
  }

  it('every how-it-works names the steps: the saved profile, about a minute, reading online, PDF, 7 days', () => {
    for (const key of REPORT_CATALOG_KEYS) {
      const text = REPORT_CATALOG[key].howItWorks;
      expect(text, key).toMatch(/档案/);
      expect(text, key).toMatch(/一分钟/);
      expect(text, key).toMatch(/在线|网页上/);
      expect(text, key).toContain('PDF');
      expect(text, key).toContain('7 天');
    }
  });

  it('no text appears twice in the catalogue, FAQ questions included', () => {
    const seen = new Map<string, string>();
    for (const [path, text] of CATALOG_TEXTS) {
      expect(seen.get(text), `${path} duplicates ${seen.get(text)}`).toBeUndefined();
      seen.set(text, path);
    }
  });
});

describe('child element-balance texts', () => {
  it('has one dominant and one lacking text per element, one per modality, and the balanced text', () => {
    expect(Object.keys(CHILD_ELEMENT_DOMINANT).sort()).toEqual([...ELEMENT_KEYS].sort());
    expect(Object.keys(CHILD_ELEMENT_LACKING).sort()).toEqual([...ELEMENT_KEYS].sort());
    expect(Object.keys(CHILD_MODALITY_DOMINANT).sort()).toEqual([...MODALITY_KEYS].sort());
  });

  it('lengths: dominant 180–300, lacking 120–220, modality 150–250, balanced 120–220 字', () => {
    expectTextSet(
      'dominant',
      ELEMENT_KEYS.map((k) => [k, CHILD_ELEMENT_DOMINANT[k]] as const),
      180,
      300,
      4,
    );
    expectTextSet(
      'lacking',
      ELEMENT_KEYS.map((k) => [k, CHILD_ELEMENT_LACKING[k]] as const),
      120,
      220,
      4,
    );
    expectTextSet(
      'modality',
      MODALITY_KEYS.map((k) => [k, CHILD_MODALITY_DOMINANT[k]] as const),
      150,
      250,
      3,
    );
    expectTextSet('balanced', [['balanced', CHILD_ELEMENT_BALANCED]], 120, 220, 1);
  });

  it('each text is about its own key', () => {
    for (const k of ELEMENT_KEYS) {
      expect(CHILD_ELEMENT_DOMINANT[k], `dominant ${k}`).toContain(ELEMENT_NAMES[k]);
      expect(CHILD_ELEMENT_LACKING[k], `lacking ${k}`).toContain(ELEMENT_NAMES[k]);
      // “not a flaw”: a lacking element is never written as a fault of the child.
      expect(CHILD_ELEMENT_LACKING[k], `lacking ${k}`).toMatch(/不是|并不|不代表/);
    }
    for (const k of MODALITY_KEYS) expect(CHILD_MODALITY_DOMINANT[k], k).toContain(MODALITY_NAMES[k]);
    for (const name of Object.values(ELEMENT_NAMES))
      expect(CHILD_ELEMENT_BALANCED).toContain(name.slice(0, 1));
  });

  it('every text gives the parents something to do (a suggestion)', () => {
    for (const [path, text] of CHILD_TEXTS) expect(text, path).toMatch(/建议|可以/);
  });
});

describe('both files', () => {
  it('use Chinese punctuation only', () => {
    for (const [path, text] of OWN_TEXTS) expect(text, path).not.toMatch(HALF_WIDTH_PUNCTUATION);
  });

  it('repeat no sentence of 12+ 字, and share no sentence or clause of 12+ 字 with any other data module', () => {
    const others = Object.entries(DATA_MODULES)
      .filter(([file]) => !OWN_FILES.includes(file))
      .flatMap(([file, mod]) => collectTexts(mod, file));
    expect(others.length).toBeGreaterThan(1000);
    expectNoRepeatedSentences(OWN_TEXTS, others);

    const clauses = (text: string): string[] =>
      text
        .split(/[。！？；，：]/)
        .map((s) => s.trim())
        .filter((s) => charCount(s) >= 12);
    const elsewhere = new Map<string, string>();
    for (const [path, text] of others) for (const c of clauses(text)) elsewhere.set(c, path);
    const shared = OWN_TEXTS.flatMap(([path, text]) =>
      clauses(text)
        .filter((c) => elsewhere.has(c))
        .map((c) => `“${c}” in ${path} and ${elsewhere.get(c)}`),
    );
    expect(shared).toEqual([]);
  });
});
