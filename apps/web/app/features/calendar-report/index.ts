// The personal calendar report's pages share these (routes/calendarReport.*.tsx).
export { ScoreGrid, scoreTone, starText } from './ScoreGrid.tsx';
export { StepNav } from './StepNav.tsx';
export { LoadState, NoReport } from './LoadState.tsx';
export { useLoaded } from './use-loaded.ts';
export { clearDraft, readDraft, saveDraft, useDraft, type CalendarDraft } from './draft.ts';
export { CALENDAR_HOME, CALENDAR_ORDER_PAY, dayPath, monthPath, stepPath } from './links.ts';
