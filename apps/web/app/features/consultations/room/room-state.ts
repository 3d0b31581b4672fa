import type { RoomMessage } from '@xingtu/contracts/consultation-room';

// The room's messages as the page keeps them: one per id, in order. A reconnect's catch-up and a
// message heard while the history loaded may repeat one; it is kept once.

export function mergeMessages(
  current: readonly RoomMessage[],
  incoming: readonly RoomMessage[],
): RoomMessage[] {
  if (incoming.length === 0) return current as RoomMessage[];
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Waits before the n-th reconnect: 1 s, 2 s, 4 s … at most 15 s. */
export const reconnectDelayMs = (attempt: number): number => Math.min(15_000, 1_000 * 2 ** attempt);

export const lastId = (messages: readonly RoomMessage[]): number | undefined => messages.at(-1)?.id;

/** Booking states with a room to show (live, or its history afterwards). */
export const hasRoom = (state: string): boolean => ['confirmed', 'completed', 'no_show'].includes(state);
