import {
  harmonicChart,
  MAJOR_ORBS,
  natalChart,
  type AspectOptions,
  type NatalChart,
  type NatalChartInput,
} from '@xingtu/astro';
import type { ChartSettingsBody, ChartSourceBody } from '@xingtu/contracts/charts-schemas';
import type { ChartRecord } from '@xingtu/contracts/charts';
import type { ContactProfile } from '@xingtu/contracts/contacts';
import type { AppDeps } from '../../deps.ts';
import { birthOfContact, resolveSource, type ResolvedBirth } from './birth-input.ts';
import { aspectBodiesOf, chartRecord, type PointsChoice } from './chart-record.ts';

// The step every chart answer starts from: a source (a birth, or a contact profile the viewer may
// see) resolved and run through the engine with the member's settings.

/** The member's settings; areas drawing a plain chart may leave out the zodiac and harmonic (tropical radix). */
export type ChartSettingsLike = Omit<ChartSettingsBody, ChosenKeys> &
  Partial<Pick<ChartSettingsBody, ChosenKeys>>;
type ChosenKeys = 'zodiac' | 'harmonic' | 'node' | 'lilith' | 'extra_points' | 'asteroids';

/** The points the member chose to see: which node, which Lilith, the extra ones and the asteroids. */
export const pointsChoiceOf = (settings: ChartSettingsLike): PointsChoice => ({
  node: settings.node ?? 'true',
  lilith: settings.lilith ?? 'mean',
  extra: settings.extra_points ?? false,
  asteroids: settings.asteroids ?? false,
});

/** The member asking, or null for a visitor (who may only give births in full). */
export type Viewer = number | null;

export function aspectOptionsOf(settings: ChartSettingsLike): AspectOptions {
  // The majors by default; the member's settings change their orbs or add minor aspects.
  return { orbs: { ...MAJOR_ORBS, ...settings.orbs } };
}

export interface ComputedChart {
  birth: ResolvedBirth;
  chart: NatalChart;
  record: ChartRecord;
}

/** The zodiac and harmonic a chart is drawn in: the member's settings, or what a technique needs. */
export interface ChartFrameChoice {
  zodiac: NonNullable<NatalChartInput['zodiac']>;
  harmonic: number;
}

/** The frame of the member's settings (tropical radix when the body leaves them out). */
export const frameOf = (settings: ChartSettingsLike): ChartFrameChoice => ({
  zodiac: settings.zodiac ?? 'tropical',
  harmonic: settings.harmonic ?? 1,
});

/** The tropical radix: the chart the engine progresses before reading the answer in the member's zodiac. */
export const TROPICAL_RADIX: ChartFrameChoice = { zodiac: 'tropical', harmonic: 1 };

/**
 * The frame of the techniques that time the sky against the chart (transits, the transit timeline, progressions,
 * returns, the career page's coming year): the member's zodiac, always the radix (a harmonic is not offered on the
 * timed pages and is left out if sent; on /chart and the career page it stays with the drawn chart).
 */
export const timedFrameOf = (settings: ChartSettingsLike): ChartFrameChoice => ({
  zodiac: settings.zodiac ?? 'tropical',
  harmonic: 1,
});

/** Where transits are timed beside a harmonic chart, what the page says: they are read against the radix. */
export function radixOnlyNote(settings: ChartSettingsLike, what: string): string | null {
  if (frameOf(settings).harmonic === 1) return null;
  return `${what}按所选黄道的本命盘计算，谐波盘设置不用于这部分。`;
}

/** The chart of a birth in a frame: the radix in the zodiac, then the harmonic of it. */
export function chartInFrame(
  input: NatalChartInput,
  settings: ChartSettingsLike,
  frame: ChartFrameChoice = frameOf(settings),
): NatalChart {
  const aspects = aspectOptionsOf(settings);
  const aspectBodies = aspectBodiesOf(pointsChoiceOf(settings));
  const radix = natalChart({
    ...input,
    houseSystem: settings.house_system,
    aspects,
    aspectBodies,
    zodiac: frame.zodiac,
    // Computed only when the member shows them: the default chart's cost stays as it was.
    asteroids: settings.asteroids ?? false,
  });
  return harmonicChart(radix, frame.harmonic, { aspects, aspectBodies });
}

/**
 * `prefix` names the source in the request body ('a.', 'parents.0.'), for the field of a refusal; `frame` is the
 * zodiac and harmonic of the member's settings unless a technique needs another (its page says so).
 */
export async function computeChart(
  deps: AppDeps,
  viewer: Viewer,
  prefix: string,
  source: ChartSourceBody,
  settings: ChartSettingsLike,
  frame: ChartFrameChoice = frameOf(settings),
): Promise<ComputedChart> {
  const birth = await resolveSource(deps, viewer, prefix, source);
  const chart = chartInFrame(birth.input, settings, frame);
  const record = chartRecord(chart, birth, settings.house_system, pointsChoiceOf(settings));
  return { birth, chart, record };
}

/**
 * The natal chart of a profile the caller has already read (and may see), without a second read or
 * the page's record: for areas that only need the engine's answer (the AI's grounding).
 */
export function chartOfContact(
  field: string,
  contact: ContactProfile,
  settings: ChartSettingsLike,
): NatalChart {
  return chartInFrame(birthOfContact(field, contact).input, settings);
}
