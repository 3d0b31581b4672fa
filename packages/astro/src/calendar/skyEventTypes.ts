// The sky's events a calendar lists. Times are UTC instants (ISO 8601, whole milliseconds) and Julian days UT.
import type { PhaseName } from '../charts/lunarCycle.ts';
import { unixMsFromJdUt } from '../time/julianDay.ts';
import type { CalendarBody } from './skyGrid.ts';

export interface EventInstant {
  utc: string;
  jdUt: number;
}

export interface LunationEvent extends EventInstant {
  kind: 'lunation';
  phase: PhaseName;
  /** Sign (0 = Aries) and longitude of the Moon at the instant. */
  signIndex: number;
  moonLongitudeDeg: number;
}

export interface IngressEvent extends EventInstant {
  kind: 'ingress';
  body: CalendarBody;
  /** The sign entered (0 = Aries). */
  signIndex: number;
  /** Entered moving backwards (back into the previous sign). */
  retrograde: boolean;
}

export interface StationEvent extends EventInstant {
  kind: 'station';
  body: Exclude<CalendarBody, 'sun' | 'moon'>;
  turns: 'retrograde' | 'direct';
  longitudeDeg: number;
}

export type EclipseType = 'total' | 'annular' | 'partial' | 'penumbral';

export interface EclipseEvent extends EventInstant {
  /** utc / jdUt: greatest eclipse (the Moon closest to the shadow axis, seen from the Earth's centre). */
  kind: 'eclipse';
  eclipse: 'solar' | 'lunar';
  type: EclipseType;
  /**
   * Solar: γ, the shadow axis's least distance from the Earth's centre in Earth radii. Lunar: the umbral magnitude
   * (penumbral magnitude for a penumbral eclipse), the share of the Moon's diameter inside the shadow.
   */
  gamma: number | null;
  magnitude: number | null;
  /** The new or full Moon it belongs to. */
  lunationUtc: string;
}

export interface VoidOfCourseEvent extends EventInstant {
  /** utc / jdUt: the start of the void, at the Moon's last exact major aspect in the sign. */
  kind: 'voidOfCourse';
  endUtc: string;
  endJdUt: number;
  /** The aspect that starts the void; null when the Moon made none in the sign (void from its ingress). */
  lastAspect: { body: CalendarBody; angleDeg: number } | null;
  /** The sign the Moon enters when the void ends. */
  signIndexEntered: number;
}

export type SkyEvent = LunationEvent | IngressEvent | StationEvent | EclipseEvent | VoidOfCourseEvent;

/** An instant as both ISO UTC (rounded to the millisecond) and Julian day UT. */
export const instantOf = (jdUt: number): EventInstant => ({
  utc: new Date(Math.round(unixMsFromJdUt(jdUt))).toISOString(),
  jdUt,
});
