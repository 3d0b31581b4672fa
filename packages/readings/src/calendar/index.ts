// The calendar's texts and day score, for the personal calendar and the public sky calendar.
export type { DayFacts, DayTransitFact } from './day-facts.ts';
export { dayScore, BASE_SCORE, type DayScore, type ScoreReason } from './day-score.ts';
export { dayTexts, type DayText } from './day-texts.ts';
export { skyEventText, type SkyEventFact, type SkyEventText } from './sky-event-texts.ts';
export { transitTitle } from './names.ts';
