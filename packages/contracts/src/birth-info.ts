// SPEC §3: birth info is complete with day, hour, minute and place, or with latitude, longitude and zone.
export interface BirthInfo {
  birthday?: string | null;
  birthHour?: number | string | null;
  birthMin?: number | string | null;
  birthLocation?: string | null;
  birthLatitude?: number | string | null;
  birthLongitude?: number | string | null;
  birthTimeZone?: string | number | null;
}

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

export function isBirthInfoComplete(info: BirthInfo): boolean {
  const byPlaceName = [info.birthday, info.birthHour, info.birthMin, info.birthLocation].every(present);
  const byCoordinates = [info.birthLatitude, info.birthLongitude, info.birthTimeZone].every(present);
  return byPlaceName || byCoordinates;
}
