import { transitsOverRange, type BodyId, type NatalChart, type TransitEvent } from '@xingtu/astro';
import { ASPECTS, POINTS, SIGNS, signOfLongitude, type PointId } from '@xingtu/contracts/astrology';
import type { TransitRecord } from '@xingtu/contracts/charts';
import { familyOf, pointNameZh } from './chart-record.ts';

// Transit events (aspects to the natal points, sign ingresses, stations) as one Chinese line each,
// for the transits page and the career page's coming year.

export function transitRecord(event: TransitEvent): TransitRecord {
  const base = {
    utc: event.utc,
    body: event.body,
    bodyZh: pointNameZh(event.body),
    bodyGlyph: POINTS[event.body as PointId]?.glyph ?? '',
  };
  switch (event.kind) {
    case 'aspect': {
      const aspect = ASPECTS[event.type];
      return {
        ...base,
        kind: 'aspect',
        natalPoint: event.natalPoint,
        natalPointZh: pointNameZh(event.natalPoint),
        type: event.type,
        aspectZh: aspect.nameZh,
        family: familyOf(event.type),
        signZh: null,
        retrograde: event.retrograde,
        text: `${base.bodyZh}${event.retrograde ? '（逆行）' : ''} ${aspect.nameZh} 本命${pointNameZh(event.natalPoint)}`,
      };
    }
    case 'ingress': {
      const sign = SIGNS[event.signIndex]!;
      return {
        ...base,
        kind: 'ingress',
        natalPoint: null,
        natalPointZh: null,
        type: null,
        aspectZh: null,
        family: null,
        signZh: sign.nameZh,
        retrograde: event.retrograde,
        text: `${base.bodyZh}${event.retrograde ? '逆行退回' : '进入'}${sign.nameZh}`,
      };
    }
    case 'station': {
      const signZh = signOfLongitude(event.longitudeDeg).nameZh;
      return {
        ...base,
        kind: 'station',
        natalPoint: null,
        natalPointZh: null,
        type: null,
        aspectZh: null,
        family: null,
        signZh,
        retrograde: event.turns === 'retrograde',
        text: `${base.bodyZh}在${signZh}${event.turns === 'retrograde' ? '停滞转逆行' : '停滞转顺行'}`,
      };
    }
  }
}

/**
 * The events of the given transiting bodies over [fromUtc, toUtc], in time order, in the natal chart's zodiac (each
 * transiting instant less its own ayanamsa; ingresses and stations in that zodiac's signs).
 */
export function transitEvents(
  natal: NatalChart,
  fromUtc: string,
  toUtc: string,
  bodies: readonly BodyId[],
): TransitRecord[] {
  const zodiac = natal.zodiac;
  return transitsOverRange(natal, { startUtc: fromUtc, endUtc: toUtc, bodies, zodiac }).events.map(
    transitRecord,
  );
}
