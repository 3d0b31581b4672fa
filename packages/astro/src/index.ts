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
export {
  dignityOf,
  essentialDignities,
  rulersAt,
  SIGN_RULERS,
  TRADITIONAL_PLANETS,
  CHALDEAN_ORDER,
  type Dignity,
  type DignityRulers,
  type EssentialDignity,
  type EssentialDignities,
  type TraditionalPlanet,
} from './charts/dignities.ts';
export { annualProfection, completedYears, type Profection } from './charts/profections.ts';
export { firdaria, FIRDARIA_CYCLE_YEARS, type FirdariaLord, type FirdariaPeriod } from './charts/firdaria.ts';
export { harmonicChart, harmonicLongitudes, type HarmonicChartOptions } from './charts/harmonic.ts';
export { partOfFortuneDeg, isDayChart } from './charts/partOfFortune.ts';
export {
  meanAyanamsaDeg,
  apparentAyanamsaDeg,
  ayanamsaAt,
  SIDEREAL_SYSTEMS,
  type SiderealSystem,
  type Zodiac,
} from './zodiac/ayanamsa.ts';
export { elementBalance, type ElementBalance } from './charts/elementBalance.ts';
export {
  ephemerisAt,
  BODY_IDS,
  type BodyId,
  type BodyPosition,
  type Ephemeris,
  type EphemerisBodyId,
  type PartialEphemeris,
} from './bodies/ephemeris.ts';
export { ASTEROID_IDS, type AsteroidId, isAsteroidId } from './bodies/asteroids.ts';
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
export {
  findPatterns,
  PATTERN_PLANETS,
  type AspectPattern,
  type PatternOptions,
  type PatternType,
} from './aspects/aspectPatterns.ts';
export {
  resolveLocalTime,
  localTimeToUnixMs,
  zoneOffsetSeconds,
  isZoneLocalMeanTime,
  localMeanTimeOffsetSeconds,
  wallClockMs,
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
  transitTimeline,
  transitApplying,
  DEFAULT_TRANSITING,
  type TransitEvent,
  type TransitEpisode,
  type TransitInstant,
  type TransitPass,
  type TransitTimeline,
  type TransitOptions,
  type NatalPoints,
} from './charts/transits.ts';
export {
  synastry,
  compositeChart,
  davisonChart,
  marksCharts,
  midpointDeg,
  midpointMoment,
  type ChartMoment,
  type Synastry,
  type CompositeChart,
} from './charts/synastry.ts';
export {
  secondaryProgression,
  solarArcDirections,
  progressedJdUt,
  targetJdOfProgressed,
  TROPICAL_YEAR_DAYS,
  NAIBOD_DEG_PER_YEAR,
  PROGRESSED_ANGLE_METHODS,
  DEFAULT_PROGRESSED_ANGLES,
  type ProgressedAngleMethod,
  type ProgressedChart,
  type ProgressionOptions,
  type SolarArcDirections,
} from './charts/progressions.ts';
export {
  directedAspects,
  progressedMoonEvents,
  type DirectedAspectEvent,
  type DirectedEventOptions,
  type DirectionTechnique,
  type ProgressedMoonEvent,
} from './charts/progressedEvents.ts';
export { solarReturn, lunarReturn, returnJdUt, type ReturnOptions } from './charts/returns.ts';
export { moonPhases, moonPhaseAt, type MoonPhaseEvent, type PhaseName } from './charts/lunarCycle.ts';
export {
  trueSolarTime,
  instantOfTrueSolarTime,
  equationOfTimeMinutes,
  type TrueSolarTime,
} from './time/trueSolarTime.ts';
export { summerTimeAt, type SummerTimeState } from './time/summerTime.ts';
export { analyzeChart, type ChartAnalysis } from './charts/chartAnalysis.ts';
export * from './calendar/index.ts';
