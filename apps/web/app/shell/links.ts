/** SPEC §2: the personal centre is /user/order. */
export const PERSONAL_CENTRE_URL = '/user/order';

export const displayName = (user: { userName: string; userInfo?: { name: string | null } | null }): string =>
  user.userInfo?.name || user.userName;
