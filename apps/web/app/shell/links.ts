import { isBuiltPage } from './built-pages.ts';

/** SPEC §2: the personal centre is /user/order; until that page is built, personal information stands in. */
export const personalCentreUrl = (): string =>
  isBuiltPage('/user/order') ? '/user/order' : '/user/information';

export const displayName = (user: { userName: string; userInfo?: { name: string | null } | null }): string =>
  user.userInfo?.name || user.userName;
