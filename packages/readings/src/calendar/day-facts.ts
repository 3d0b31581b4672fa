// What the calendar texts and the day score read about one day. Structural (plain keys and times) so that the
// chart engine's PersonalDay maps onto it without this package depending on the engine.
import type {
  DayAspectMover,
  DayAspectTarget,
  MoonPhaseKey,
  StationKind,
  StationPlanet,
} from '../data/report/calendar.ts';
import type { AspectKey, HouseNumber } from '../keys.ts';

export interface DayTransitFact {
  body: DayAspectMover;
  natalPoint: DayAspectTarget;
  type: AspectKey;
  /** Beijing (or the member's) wall time of the exact aspect, 'HH:mm'. */
  time: string;
}

export interface DayFacts {
  transits: readonly DayTransitFact[];
  /** The natal house the Moon spends most of the day in; null without a birth time. */
  moonHouse: HouseNumber | null;
  moonPhase: MoonPhaseKey;
  stations: readonly { body: StationPlanet; turns: StationKind; time: string }[];
  eclipses: readonly { eclipse: 'solar' | 'lunar'; time: string }[];
  /** Void-of-course Moon inside the day: wall-clock start and end (clipped to the day) and its length in minutes. */
  voids: readonly { from: string; to: string; minutes: number }[];
}
