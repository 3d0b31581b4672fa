// The chart area's door for other areas: a birth or a saved profile resolved (with the same refusals
// as the chart pages: places without coordinates, summer-time gaps, dates out of 1800–2200) and run
// through the engine.
export { resolveBirth, resolveSource, type ResolvedBirth } from './birth-input.ts';
export { chartOfContact, computeChart, type ComputedChart, type Viewer } from './compute-chart.ts';
