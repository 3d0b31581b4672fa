import type { NatalChart } from '@xingtu/astro';
import type { ReadingSection } from '@xingtu/contracts/charts';
import { HARMONIC_NAMES_ZH, ZODIAC_NAMES_ZH, type ZodiacId } from '@xingtu/contracts/chart-frame';
import {
  careerReadings,
  kidReadings,
  loveReadings,
  natalReadings,
  type ReadingSection as CorpusSection,
} from '@xingtu/readings/select';
import {
  compositeHouseReadings,
  harmonicText,
  siderealText,
  houseRulerReadings,
  overlayReadings,
  pointReadings,
} from '@xingtu/readings/select-points';

// Interpretation texts from @xingtu/readings, shaped for the pages: titled sections of titled items.
// The engine's NatalChart fits the corpus's ChartLike; the composite's bodies are passed as computed.

const shape = (sections: readonly CorpusSection[]): ReadingSection[] =>
  sections.map((s) => ({
    key: s.key,
    title: s.title,
    items: s.items.map((i) => ({ key: i.key, title: i.title, text: i.text })),
  }));

/** What the chosen zodiac and harmonic are, a section each (none for the tropical radix). */
export function frameReadings(zodiac: ZodiacId, harmonic: number): ReadingSection[] {
  const sections: ReadingSection[] = [];
  const sidereal = siderealText(zodiac);
  if (sidereal)
    sections.push({
      key: 'zodiac',
      title: '所选黄道',
      items: [{ key: `zodiac-${zodiac}`, title: ZODIAC_NAMES_ZH[zodiac], text: sidereal }],
    });
  const text = harmonic > 1 ? harmonicText(harmonic) : null;
  if (text)
    sections.push({
      key: 'harmonic',
      title: '谐波盘',
      items: [
        {
          key: `harmonic-${harmonic}`,
          title: HARMONIC_NAMES_ZH[harmonic] ?? `第${harmonic}谐波盘`,
          text,
        },
      ],
    });
  return sections;
}

/**
 * The natal texts, then the house rulers in their houses (宫主星飞星) and the chart points. A harmonic chart is
 * read by what its harmonic means, not sign by sign (its signs are not where the planets stand).
 */
export const natalReadingsFor = (chart: NatalChart): ReadingSection[] =>
  inFrame(chart, () => [
    ...natalReadings(chart),
    ...houseRulerReadings(chart),
    // The asteroids, when the chart has them, are read among the points (in their signs and houses).
    ...pointReadings(chart.asteroids ? { ...chart, bodies: { ...chart.bodies, ...chart.asteroids } } : chart),
  ]);

/** A page's texts for a chart in its frame: the frame's own texts first; for a harmonic chart only those. */
function inFrame(chart: NatalChart, sections: () => readonly CorpusSection[]): ReadingSection[] {
  if (chart.harmonic > 1) return frameReadings(chart.zodiac, chart.harmonic);
  return [...frameReadings(chart.zodiac, 1), ...shape(sections())];
}

export const careerReadingsFor = (
  chart: NatalChart,
  transitBodies: Record<string, { longitudeDeg: number }> | null,
): ReadingSection[] =>
  inFrame(chart, () => careerReadings(chart, { transit: transitBodies ? { bodies: transitBodies } : null }));

export const loveReadingsFor = (
  a: NatalChart,
  b: NatalChart,
  labels: [string, string],
  compositeBodies: Record<string, { longitudeDeg: number }>,
  compositeCusps: readonly number[] | null = null,
): ReadingSection[] =>
  inFrame(a, () => [
    ...loveReadings(a, b, { labels, composite: { bodies: compositeBodies } }),
    ...compositeHouseReadings({
      bodies: compositeBodies,
      houses: compositeCusps ? { cusps: compositeCusps } : null,
    }),
    ...overlayReadings(a, b, labels),
  ]);

export const kidReadingsFor = (child: NatalChart): ReadingSection[] =>
  inFrame(child, () => kidReadings(child));
