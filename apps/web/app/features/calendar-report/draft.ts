import { useEffect, useState } from 'react';
import type { CalendarFocusArea } from '@xingtu/contracts/calendar-report';
import { browserStore, readJson, writeJson } from '../../api/storage.ts';
import type { ChosenPerson } from '../charts/index.ts';

// What the member chose in the three steps so far, kept in this tab (sessionStorage) per report until the last
// step sends it all at once; going back shows the earlier choices again.

export interface CalendarDraft {
  person: ChosenPerson | null;
  startMonth: string | null;
  months: number | null;
  focus: CalendarFocusArea[];
}

const EMPTY: CalendarDraft = { person: null, startMonth: null, months: null, focus: [] };
const keyOf = (report: string) => `xt.calendarReport.draft.${report}`;

export function readDraft(report: string): CalendarDraft {
  return { ...EMPTY, ...(readJson<Partial<CalendarDraft>>(browserStore('session'), keyOf(report)) ?? {}) };
}

export function saveDraft(report: string, change: Partial<CalendarDraft>): CalendarDraft {
  const next = { ...readDraft(report), ...change };
  writeJson(browserStore('session'), keyOf(report), next);
  return next;
}

export function clearDraft(report: string): void {
  browserStore('session').removeItem(keyOf(report));
}

/** The draft once the page runs in the browser (null during the server render, which has no session storage). */
export function useDraft(report: string): CalendarDraft | null {
  const [draft, setDraft] = useState<CalendarDraft | null>(null);
  useEffect(() => setDraft(readDraft(report)), [report]);
  return draft;
}
