import { afterAll, beforeAll, vi } from 'vitest';
import type { ContactProfile } from '@xingtu/contracts/contacts';
import type { PageData } from '@xingtu/contracts/envelope';

// Shared by the chart pages' tests that pick a saved profile (chart-profile-picker, chart.career).

/**
 * Loads a test file's modules afresh before its tests and forgets them after. Test files share a worker's
 * modules (isolate: false), so a page imported statically would keep the mocks of whichever file loaded it
 * first; `load` runs after vi.resetModules, so the page (and the profile picker in it) calls this file's
 * vi.mock fakes, and the next file loads its own. Call at the top level; read the result inside tests.
 */
export function loadFresh<T extends object>(load: () => Promise<T>): T {
  const loaded = {} as T;
  beforeAll(async () => {
    vi.resetModules();
    Object.assign(loaded, await load());
  });
  afterAll(() => {
    vi.resetModules();
  });
  return loaded;
}

/** A complete saved profile: 王小星, born 1992-08-20 09:30 (clock time) in Hangzhou. */
export const savedProfile: ContactProfile = {
  id: 12,
  name: '王小星',
  gender: 'female',
  relation: 'friend',
  calendar: 'solar',
  birthday: '1992-08-20',
  lunarDate: null,
  timeUnknown: false,
  birthHour: 9,
  birthMin: 30,
  birthShichen: null,
  timeBasis: 'clock',
  standardTime: false,
  birthLocation: '浙江省 杭州市',
  birthLatitude: 30.27,
  birthLongitude: 120.15,
  birthTimeZone: 'Asia/Shanghai',
  reliability: 'A',
  visibility: 1,
  note: null,
  complete: true,
  createdAt: '2026-01-01',
  updatedAt: '2026-01-01',
};

/** The member's saved profiles as fetchContacts answers them: savedProfile alone. */
export const savedProfilesPage: PageData<ContactProfile> = {
  records: [savedProfile],
  total: 1,
  size: 100,
  current: 1,
};
