import type { RoomMessage } from '@xingtu/contracts/consultation-room';
import type { AppDeps } from '../../../deps.ts';

// What one instance tells every instance about a room: a new message, or that the room closed
// (completed, marked absent, cancelled). Carried by deps.pubsub (Redis between instances).

export type RoomEvent =
  | {
      kind: 'message';
      message: RoomMessage;
      /** The connection that sent it and its own id for the message (echoed to that connection only). */
      from?: string;
      clientId?: string;
    }
  | { kind: 'closed'; reason: string };

export const roomChannel = (bookingPublicId: string): string => `consultation-room:${bookingPublicId}`;

export async function publishRoomEvent(deps: AppDeps, bookingPublicId: string, event: RoomEvent) {
  await deps.pubsub.publish(roomChannel(bookingPublicId), JSON.stringify(event));
}
