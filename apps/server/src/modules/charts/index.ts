// Charts: what other areas read. A chart from a source (a birth, or a contact profile the viewer may see) with the
// member's settings, refused with a Chinese field message when the engine would have to guess.
export { computeChart, type ComputedChart, type Viewer } from './compute-chart.ts';
