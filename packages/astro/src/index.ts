// Public API of @xingtu/astro: pure chart mathematics, no I/O. Units are in the names (Deg, Au, jdUt …).
export {
  natalChart,
  DEFAULT_ASPECT_BODIES,
  type NatalChart,
  type NatalChartInput,
} from './charts/natalChart.ts';
export {
  chartInstant,
  type BirthTime,
  type LocalBirthTime,
  type UtcBirthTime,
} from './charts/chartInstant.ts';
export { houseOfLongitude } from './charts/houseOfLongitude.ts';
export { dignityOf, type Dignity } from './charts/dignities.ts';
export { elementBalance, type ElementBalance } from './charts/elementBalance.ts';
export { ephemerisAt, BODY_IDS, type BodyId, type BodyPosition, type Ephemeris } from './bodies/ephemeris.ts';
export { housesFromArmc, type Houses } from './houses/houseCusps.ts';
export { HOUSE_SYSTEMS, type HouseSystem } from './houses/houseSystems.ts';
export {
  aspectBetween,
  findAspects,
  findCrossAspects,
  DEFAULT_ORBS,
  MAJOR_ORBS,
  type Aspect,
  type AspectOptions,
  type AspectOrbs,
  type AspectPoint,
} from './aspects/aspects.ts';
export { findPatterns, type AspectPattern, type PatternType } from './aspects/aspectPatterns.ts';
export {
  resolveLocalTime,
  localTimeToUnixMs,
  zoneOffsetSeconds,
  LocalTimeError,
  type LocalDateTime,
  type LocalTimeResolution,
  type LocalTimeStatus,
  type ResolvedInstant,
  type Disambiguation,
} from './time/zonedTime.ts';
export { jdUtFromUnixMs, unixMsFromJdUt, J2000_JD } from './time/julianDay.ts';
export { deltaTSeconds, deltaTSecondsForYear, jdTtFromJdUt } from './time/deltaT.ts';
export { greenwichApparentSiderealDeg, greenwichMeanSiderealDeg } from './time/siderealTime.ts';
export {
  transitsOverRange,
  type TransitEvent,
  type TransitOptions,
  type NatalPoints,
} from './charts/transits.ts';
export {
  synastry,
  compositeChart,
  davisonChart,
  midpointDeg,
  type Synastry,
  type CompositeChart,
} from './charts/synastry.ts';
export { secondaryProgression, TROPICAL_YEAR_DAYS, type ProgressedChart } from './charts/progressions.ts';
export { solarReturn, lunarReturn, type ReturnOptions } from './charts/returns.ts';
export {
  moonPhases,
  moonPhaseAt,
  voidOfCourseMoon,
  type MoonPhaseEvent,
  type PhaseName,
  type VoidOfCourse,
} from './charts/lunarCycle.ts';
export { trueSolarTime, equationOfTimeMinutes, type TrueSolarTime } from './time/trueSolarTime.ts';
export { analyzeChart, type ChartAnalysis } from './charts/chartAnalysis.ts';
