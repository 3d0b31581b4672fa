import { allPlaces } from './gazetteer.ts';
import { type PlaceIndex, type SearchOptions, createPlaceIndex } from './place-index.ts';
import type { Place, PlaceHit } from './place.ts';

// The index over the committed data is immutable and built on first use (0.1–0.4 s), so one
// module-level instance is safe to share; tests that need other data call createPlaceIndex.
let index: PlaceIndex | undefined;

function placeIndex(): PlaceIndex {
  index ??= createPlaceIndex(allPlaces());
  return index;
}

/**
 * Places matching a Chinese name (substring), pinyin (spaces and case ignored) or pinyin initials,
 * exact matches before prefix matches before substring matches, bigger divisions and more
 * populous cities first within each. Tokens separated by spaces narrow by enclosing division:
 * "广州 天河".
 */
export function searchPlaces(keyword: string, options: SearchOptions = {}): PlaceHit[] {
  return placeIndex().search(keyword, options);
}

export function placeById(id: string): Place | undefined {
  return placeIndex().byId(id);
}

/** Builds the index now (at server start) instead of on the first query. */
export function warmPlaceIndex(): void {
  placeIndex();
}
