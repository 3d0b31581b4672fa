import type { Place, PlaceLevel } from './place.ts';

// The committed data file stores places as rows of a fixed column order (about half the size of
// objects with keys) and time zones as indexes into one list.

export const placeLevels: readonly PlaceLevel[] = ['province', 'prefecture', 'county', 'city'];

export type PlaceRow = [
  id: string,
  level: number,
  name: string,
  nameEn: string,
  fullName: string,
  country: string,
  code: string,
  pinyin: string,
  initials: string,
  latitude: number,
  longitude: number,
  zone: number,
  population: number,
  parentId: string,
];

export interface GazetteerFile {
  about: string;
  sources: Record<string, string>;
  columns: string[];
  zones: string[];
  places: PlaceRow[];
}

export const placeColumns = [
  'id',
  'level',
  'name',
  'nameEn',
  'fullName',
  'country',
  'code',
  'pinyin',
  'initials',
  'latitude',
  'longitude',
  'zone',
  'population',
  'parentId',
];

export function encodePlaces(places: Place[]): { zones: string[]; rows: PlaceRow[] } {
  const zones: string[] = [];
  const zoneIndex = new Map<string, number>();
  const rows = places.map((p): PlaceRow => {
    let zone = zoneIndex.get(p.timeZone);
    if (zone === undefined) {
      zone = zones.length;
      zones.push(p.timeZone);
      zoneIndex.set(p.timeZone, zone);
    }
    return [
      p.id,
      placeLevels.indexOf(p.level),
      p.name,
      p.nameEn ?? '',
      p.fullName,
      p.country,
      p.code ?? '',
      p.pinyin ?? '',
      p.initials ?? '',
      p.latitude,
      p.longitude,
      zone,
      p.population ?? 0,
      p.parentId ?? '',
    ];
  });
  return { zones, rows };
}

export function decodePlaces(file: Pick<GazetteerFile, 'zones' | 'places'>): Place[] {
  return file.places.map((row) => {
    const [
      id,
      level,
      name,
      nameEn,
      fullName,
      country,
      code,
      pinyin,
      initials,
      latitude,
      longitude,
      zone,
      population,
      parentId,
    ] = row;
    const place: Place = {
      id,
      name,
      fullName,
      country,
      level: placeLevels[level] ?? 'city',
      latitude,
      longitude,
      timeZone: file.zones[zone] ?? 'UTC',
    };
    if (nameEn) place.nameEn = nameEn;
    if (code) place.code = code;
    if (pinyin) place.pinyin = pinyin;
    if (initials) place.initials = initials;
    if (population) place.population = population;
    if (parentId) place.parentId = parentId;
    return place;
  });
}
