import type { ChosenPerson } from '../charts/index.ts';

// The child chosen on /babyReport/input/{id}, kept in this tab until the parents' page submits the
// whole input (child first, then the parents). Nothing is sent before that.

const key = (reportId: string) => `xingtu.babyReport.child.${reportId}`;

export function saveChildDraft(reportId: string, child: ChosenPerson): void {
  sessionStorage.setItem(key(reportId), JSON.stringify(child));
}

export function readChildDraft(reportId: string): ChosenPerson | null {
  try {
    const raw = sessionStorage.getItem(key(reportId));
    if (!raw) return null;
    const value = JSON.parse(raw) as ChosenPerson;
    return value && typeof value.label === 'string' && value.source && typeof value.source === 'object'
      ? value
      : null;
  } catch {
    return null;
  }
}

export function clearChildDraft(reportId: string): void {
  sessionStorage.removeItem(key(reportId));
}
