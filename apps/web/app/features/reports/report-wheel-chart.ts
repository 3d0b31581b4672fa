import { ASPECTS, SIGNS, type AspectId } from '@xingtu/contracts/astrology';
import type { AspectFamily, AspectRecord, PointRecord } from '@xingtu/contracts/charts';
import type { ReportWheel } from '@xingtu/contracts/report-document';
import type { WheelChart } from '../charts/index.ts';

// A report's stored wheel in the shape the one chart wheel draws: signs, degrees and houses worked
// out from the longitudes, aspects named and coloured as on the chart pages.

const norm = (deg: number): number => ((deg % 360) + 360) % 360;

function houseOf(longitude: number, cusps: readonly number[]): number | null {
  if (cusps.length !== 12) return null;
  for (let i = 0; i < 12; i++) {
    const span = norm(cusps[(i + 1) % 12]! - cusps[i]!);
    if (norm(longitude - cusps[i]!) < span) return i + 1;
  }
  return 1;
}

function family(aspect: string): AspectFamily {
  if (aspect === 'conjunction') return 'conjunction';
  if (aspect === 'trine' || aspect === 'sextile') return 'harmonious';
  if (aspect === 'square' || aspect === 'opposition') return 'tense';
  return 'minor';
}

function degreeParts(longitude: number) {
  const lon = norm(longitude);
  const sign = SIGNS[Math.floor(lon / 30) % 12]!;
  const inSign = lon - sign.index * 30;
  let degree = Math.floor(inSign);
  let minute = Math.floor((inSign - degree) * 60 + 1e-9);
  if (minute === 60) {
    degree += 1;
    minute = 0;
  }
  return { sign, degree, minute };
}

export function reportWheelChart(wheel: ReportWheel): { chart: WheelChart; aspects: AspectRecord[] } {
  const points: PointRecord[] = wheel.points.map((p) => {
    const { sign, degree, minute } = degreeParts(p.longitude);
    return {
      id: p.key,
      nameZh: p.name,
      glyph: p.glyph,
      longitudeDeg: norm(p.longitude),
      signId: sign.id,
      signZh: sign.nameZh,
      signGlyph: sign.glyph,
      degree,
      minute,
      house: houseOf(p.longitude, wheel.cusps),
      retrograde: p.retrograde,
      speedDegPerDay: 0,
      dignity: null,
    };
  });
  const houses =
    wheel.cusps.length === 12
      ? wheel.cusps.map((cusp, i) => {
          const { sign, degree, minute } = degreeParts(cusp);
          return { number: i + 1, cuspDeg: norm(cusp), signId: sign.id, signZh: sign.nameZh, degree, minute };
        })
      : null;
  const angles =
    wheel.ascendant !== null && wheel.midheaven !== null
      ? {
          asc: wheel.ascendant,
          mc: wheel.midheaven,
          dsc: norm(wheel.ascendant + 180),
          ic: norm(wheel.midheaven + 180),
        }
      : null;
  const aspects: AspectRecord[] = wheel.aspects.flatMap((a) => {
    const info = ASPECTS[a.aspect as AspectId];
    if (!info) return [];
    return [
      {
        a: a.a,
        b: a.b,
        type: info.id,
        nameZh: info.nameZh,
        glyph: info.glyph,
        family: family(a.aspect),
        orbDeg: a.orb,
        applying: null,
      },
    ];
  });
  return { chart: { points, houses, angles }, aspects };
}
