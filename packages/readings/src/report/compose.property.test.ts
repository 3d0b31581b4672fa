// Every template composes a well-formed report for any birth (fast-check over 1900–2050, latitudes from the tropics
// to the polar circles where Placidus falls back, with and without a birth time), not only for the reference charts.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { MAJOR_ORBS, natalChart } from '@xingtu/astro';
import { composeReport, type ComposePerson } from './compose.ts';
import { expectWellFormedReport } from './test/document-checks.ts';

const birth = fc.record({
  unixMs: fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2050, 0, 1) }),
  latitude: fc.double({ min: -66, max: 70, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  timeKnown: fc.boolean(),
});

function personOf(b: Birth, name: string): ComposePerson {
  const chart = natalChart({
    utc: new Date(b.unixMs).toISOString(),
    timeUnknown: !b.timeKnown,
    latitude: b.latitude,
    longitude: b.longitude,
    houseSystem: 'P',
    aspects: { orbs: MAJOR_ORBS },
  });
  return { name, birthLine: '—', chart };
}

type Birth = typeof birth extends fc.Arbitrary<infer T> ? T : never;

const OPTIONS = { generatedAt: '2026年11月25日 15:40' };
const RUNS = { numRuns: 25 };

describe('any birth composes a well-formed report', () => {
  it('one-person templates: natal, career, study, teaser', () => {
    fc.assert(
      fc.property(birth, (b) => {
        const p = personOf(b, '甲');
        for (const t of ['natal', 'career', 'study', 'teaser'] as const)
          expectWellFormedReport(composeReport(t, [p], OPTIONS), t);
      }),
      RUNS,
    );
  });

  it('two-person templates: love and Marks', () => {
    fc.assert(
      fc.property(birth, birth, (a, b) => {
        const people = [personOf(a, '甲'), personOf(b, '乙')];
        for (const t of ['love', 'marks'] as const)
          expectWellFormedReport(composeReport(t, people, OPTIONS), t);
      }),
      RUNS,
    );
  });

  it('the child report with none, one or two parents', () => {
    fc.assert(
      fc.property(birth, fc.array(birth, { maxLength: 2 }), (c, parents) => {
        const people = [personOf(c, '小甲'), ...parents.map((p, i) => personOf(p, `家长${i + 1}`))];
        expectWellFormedReport(composeReport('baby', people, OPTIONS), 'baby');
      }),
      RUNS,
    );
  });
});
