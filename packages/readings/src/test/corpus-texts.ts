/// <reference types="vite/client" />
// Every text of the chart-reading corpus (each data module outside tarot/ and dice/, picked up as it lands), so that
// the tarot and dice sets can check they repeat none of its sentences.
import { collectTexts } from './reading-text-checks.ts';

const CORPUS_MODULES = import.meta.glob<Record<string, unknown>>(
  ['../data/**/*.ts', '!../data/**/*.test.ts', '!../data/tarot/**', '!../data/dice/**'],
  { eager: true },
);

export const CHART_CORPUS_TEXTS = collectTexts(CORPUS_MODULES);
