import { STORAGE_KEYS, browserStore, type KeyValueStore } from '../../api/storage.ts';

/** Channel codes are short identifiers; anything else is ignored rather than sent as a header. */
export const CHANNEL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export function storeChannel(code: string, store: KeyValueStore = browserStore('local')): boolean {
  if (!CHANNEL_CODE_PATTERN.test(code)) return false;
  store.setItem(STORAGE_KEYS.channelId, code);
  return true;
}
