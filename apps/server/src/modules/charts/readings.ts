import type { NatalChart } from '@xingtu/astro';
import type { ReadingSection } from '@xingtu/contracts/charts';
import {
  careerReadings,
  kidReadings,
  loveReadings,
  natalReadings,
  type ReadingSection as CorpusSection,
} from '@xingtu/readings/select';
import {
  compositeHouseReadings,
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

/** The natal texts, then the house rulers in their houses (宫主星飞星) and the chart points. */
export const natalReadingsFor = (chart: NatalChart): ReadingSection[] =>
  shape([...natalReadings(chart), ...houseRulerReadings(chart), ...pointReadings(chart)]);

export const careerReadingsFor = (
  chart: NatalChart,
  transitBodies: Record<string, { longitudeDeg: number }> | null,
): ReadingSection[] =>
  shape(careerReadings(chart, { transit: transitBodies ? { bodies: transitBodies } : null }));

export const loveReadingsFor = (
  a: NatalChart,
  b: NatalChart,
  labels: [string, string],
  compositeBodies: Record<string, { longitudeDeg: number }>,
  compositeCusps: readonly number[] | null = null,
): ReadingSection[] =>
  shape([
    ...loveReadings(a, b, { labels, composite: { bodies: compositeBodies } }),
    ...compositeHouseReadings({
      bodies: compositeBodies,
      houses: compositeCusps ? { cusps: compositeCusps } : null,
    }),
    ...overlayReadings(a, b, labels),
  ]);

export const kidReadingsFor = (child: NatalChart): ReadingSection[] => shape(kidReadings(child));
