import {
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
import { chartRecord } from './chart-record.ts';

// The step every chart answer starts from: a source (a birth, or a contact profile the viewer may
// see) resolved and run through the engine with the member's settings.

/** The member asking, or null for a visitor (who may only give births in full). */
export type Viewer = number | null;

export function aspectOptionsOf(settings: ChartSettingsBody): AspectOptions {
  // The majors by default; the member's settings change their orbs or add minor aspects.
  return { orbs: { ...MAJOR_ORBS, ...settings.orbs } };
}

export interface ComputedChart {
  birth: ResolvedBirth;
  chart: NatalChart;
  record: ChartRecord;
}

/**
 * `prefix` names the source in the request body ('a.', 'parents.0.'), for the field of a refusal; `zodiac` is
 * tropical unless a page offers the sidereal ones.
 */
export async function computeChart(
  deps: AppDeps,
  viewer: Viewer,
  prefix: string,
  source: ChartSourceBody,
  settings: ChartSettingsBody,
  zodiac: NatalChartInput['zodiac'] = 'tropical',
): Promise<ComputedChart> {
  const birth = await resolveSource(deps, viewer, prefix, source);
  const chart = natalChart({
    ...birth.input,
    houseSystem: settings.house_system,
    aspects: aspectOptionsOf(settings),
    zodiac,
  });
  return { birth, chart, record: chartRecord(chart, birth, settings.house_system) };
}

/**
 * The natal chart of a profile the caller has already read (and may see), without a second read or
 * the page's record: for areas that only need the engine's answer (the AI's grounding).
 */
export function chartOfContact(
  field: string,
  contact: ContactProfile,
  settings: ChartSettingsBody,
): NatalChart {
  const birth = birthOfContact(field, contact);
  return natalChart({
    ...birth.input,
    houseSystem: settings.house_system,
    aspects: aspectOptionsOf(settings),
  });
}
