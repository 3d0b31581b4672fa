import type { RoomInfo, RoomMessage } from '@xingtu/contracts/consultation-room';
import { consultationsApi } from '@xingtu/contracts/consultations-api';
import type { DataOf } from '@xingtu/contracts/endpoint';
import { client, records } from './lazy-client.ts';
import { browserStore } from './storage.ts';
import { readAuth } from './token.ts';

// The consultation room over HTTP (server: modules/consultations/room): whether it is open and its
// history, sharing a file, and reading a shared file (signed in: an <img> cannot send the token).
// The live chat is the socket in features/consultations/room/use-room.ts.

const api = consultationsApi;
const quiet = { cache: false, forceAuth: true, silent: true } as const;

export async function fetchRoom(id: string): Promise<{ room: RoomInfo; messages: RoomMessage[] }> {
  return records(await (await client()).call(api.roomHistory, { params: { id } }, quiet));
}

/** Multipart (a file), so not through call(): the declaration gives the path and the answer's type. */
export async function shareRoomFile(id: string, file: File): Promise<RoomMessage> {
  const form = new FormData();
  form.append('file', file);
  const path = api.roomUpload.path.replace(':id', encodeURIComponent(id));
  return records(await (await client()).post<DataOf<typeof api.roomUpload>>(path, form, quiet));
}

/** A shared file as a blob (for an image's preview or a download). */
export async function fetchRoomFile(url: string): Promise<Blob> {
  const answer = await (await client()).http.get<Blob>(url, { ...quiet, responseType: 'blob' });
  return answer.data;
}

/** The access token the socket signs in with (fresh: fetchRoom just went through the refresh). */
export const roomToken = (): string | null => readAuth(browserStore('local'))?.access_token ?? null;
