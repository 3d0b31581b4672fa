import type { PublicUser } from '@xingtu/contracts/auth';
import { isBirthInfoComplete } from '@xingtu/contracts/birth-info';
import type { BirthPayload } from '@xingtu/contracts/charts';

// The member's own birth (个人信息) as a chart request; null until it is complete (SPEC §3). A place
// named without coordinates is looked up by the server in the gazetteer.
const pad = (n: number | string) => String(n).padStart(2, '0');

export function birthOfUser(user: PublicUser): BirthPayload | null {
  const info = user.userInfo;
  if (!isBirthInfoComplete(info) || !info.birthday) return null;
  const hasTime = info.birthHour !== null && info.birthHour !== undefined;
  return {
    date: info.birthday,
    time: hasTime ? `${pad(info.birthHour!)}:${pad(info.birthMin ?? 0)}` : null,
    ...(info.birthTimeZone ? { timeZone: info.birthTimeZone } : {}),
    ...(info.birthLatitude !== null && info.birthLongitude !== null
      ? { latitude: Number(info.birthLatitude), longitude: Number(info.birthLongitude) }
      : {}),
    ...(info.birthLocation ? { placeName: info.birthLocation } : {}),
  };
}
