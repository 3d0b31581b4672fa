import type { FavouriteKind, FavouriteRecord } from '@xingtu/contracts/content';
import { contentApi } from '@xingtu/contracts/content-api';
import type { PageData } from '@xingtu/contracts/envelope';
import { client, page, records } from './lazy-client.ts';

// Favourites (server: modules/content; endpoints: contracts/content-api.ts). They change while a page
// is open: never cached. Content pages themselves are read by the server render (content.server.ts).

const api = contentApi;
const fresh = { cache: false, forceAuth: true } as const;

export async function fetchFavourites(
  kind: FavouriteKind | undefined,
  current = 1,
  size = 12,
): Promise<PageData<FavouriteRecord>> {
  return page(
    await (
      await client()
    ).call(api.listFavourites, { query: { current, size, ...(kind ? { kind } : {}) } }, fresh),
  );
}

export async function fetchFavouriteStatus(kind: FavouriteKind, targetId: string): Promise<boolean> {
  return records(
    await (await client()).call(api.favouriteStatus, { query: { kind, targetId } }, { cache: false }),
  ).collected;
}

export async function addFavourite(kind: FavouriteKind, targetId: string): Promise<FavouriteRecord> {
  return records(await (await client()).call(api.addFavourite, { body: { kind, targetId } }, fresh));
}

export async function removeFavourite(kind: FavouriteKind, targetId: string): Promise<void> {
  await (await client()).call(api.removeFavourite, { params: { kind, targetId } }, fresh);
}
