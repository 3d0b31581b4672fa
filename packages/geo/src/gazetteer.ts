import data from './data/gazetteer.json' with { type: 'json' };
import { type GazetteerFile, decodePlaces } from './gazetteer-format.ts';
import type { Place } from './place.ts';

let places: Place[] | undefined;

/** Every place of the committed gazetteer (decoded on first call, then shared; treat as read-only). */
export function allPlaces(): Place[] {
  places ??= decodePlaces(data as unknown as GazetteerFile);
  return places;
}
