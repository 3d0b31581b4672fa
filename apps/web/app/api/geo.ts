import { geoApi } from '@xingtu/contracts/geo-api';
import type { PlaceHitRecord } from '@xingtu/contracts/geo-api-schemas';
import { client } from './lazy-client.ts';

// The birth-place search (server: modules/geo; endpoint: contracts/geo-api.ts).

export type PlaceHit = PlaceHitRecord;

/** Places by Chinese name, pinyin or initials; the answer is cached (the gazetteer changes with a release). */
export async function searchPlaces(keyword: string, limit = 8): Promise<PlaceHit[]> {
  const answer = await (
    await client()
  ).call(geoApi.searchPlaces, { query: { keyword, limit } }, { silent: true });
  if (!answer.data) throw new Error('空的响应');
  return answer.data.records;
}
