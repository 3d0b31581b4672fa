import type { TransitEpisode } from '@xingtu/astro';
import { ASPECTS } from '@xingtu/contracts/astrology';
import type { TransitWindowRecord } from '@xingtu/contracts/charts';
import { minorAspectText, transitAspectText } from '@xingtu/readings/select-points';
import { familyOf, pointNameZh } from './chart-record.ts';

/** One orb window of a transit with its exact passes, named in Chinese (the transits page and the timeline). */
export function transitWindowRecord(ep: TransitEpisode): TransitWindowRecord {
  const family = familyOf(ep.type);
  return {
    body: ep.body,
    bodyZh: pointNameZh(ep.body),
    natalPoint: ep.natalPoint,
    natalPointZh: pointNameZh(ep.natalPoint),
    type: ep.type,
    aspectZh: ASPECTS[ep.type].nameZh,
    family,
    enters: ep.enters?.utc ?? null,
    leaves: ep.leaves?.utc ?? null,
    exact: ep.exact.map((p) => ({ utc: p.utc, retrograde: p.retrograde })),
    text: family === 'minor' ? minorAspectText(ep.type) : transitAspectText(ep.body, ep.natalPoint, family),
  };
}
