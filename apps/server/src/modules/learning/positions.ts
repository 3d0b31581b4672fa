import type { BodyPosition } from '@xingtu/astro';
import { POINTS, signOfLongitude, type PointId } from '@xingtu/contracts/astrology';
import type { ToolBodyRecord, ZodiacPosition } from '@xingtu/contracts/learning';

// A longitude as the tools print it: sign, whole degrees and minutes within the sign.

export function zodiacPosition(longitudeDeg: number): ZodiacPosition {
  const normal = ((longitudeDeg % 360) + 360) % 360;
  const sign = signOfLongitude(normal);
  const inSign = normal - sign.index * 30;
  let degree = Math.floor(inSign);
  let minute = Math.floor((inSign - degree) * 60);
  if (minute === 60) [degree, minute] = [degree + 1, 0];
  return { longitudeDeg: normal, sign: sign.id, signZh: sign.nameZh, degree, minute };
}

export function toolBody(id: PointId, position: BodyPosition): ToolBodyRecord {
  const { nameZh, glyph } = POINTS[id];
  return {
    ...zodiacPosition(position.longitudeDeg),
    id,
    nameZh,
    glyph,
    retrograde: position.retrograde,
    speedDegPerDay: position.speedDegPerDay,
  };
}
