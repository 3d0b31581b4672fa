import type { WebSocket } from 'ws';
import { ROOM_CLOSE, type RoomServerFrame } from '@xingtu/contracts/consultation-room';
import type { AppDeps } from '../../../deps.ts';
import { isSessionLive } from '../../auth/index.ts';
import type { RoomParty } from './room-access.ts';
import { roomChannel, type RoomEvent } from './room-events.ts';

// This instance's open room sockets, by booking. A room's pub/sub channel is subscribed while at
// least one of its sockets is here; every event on it (from this instance or another) is sent to
// each of them. Every few seconds each socket's sign-in is checked again: a socket whose session
// ended (signed out, password changed, account cancelled) is closed.

export interface RoomConnection {
  /** Random, per socket: the sender of a message gets its client id back. */
  id: string;
  socket: WebSocket;
  party: RoomParty;
  sessionId: string;
}

interface Room {
  connections: Set<RoomConnection>;
  unsubscribe: Promise<() => void>;
}

const SESSION_SWEEP_MS = 5_000;

export function sendFrame(socket: WebSocket, frame: RoomServerFrame | string): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
}

export class RoomHub {
  private readonly rooms = new Map<string, Room>();
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly deps: AppDeps) {
    this.sweep = setInterval(() => void this.closeEndedSessions(), SESSION_SWEEP_MS);
    this.sweep.unref();
  }

  get size(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.connections.size;
    return count;
  }

  /** Resolves once this instance hears the room's channel. */
  async join(connection: RoomConnection): Promise<void> {
    const key = connection.party.booking.publicId;
    let room = this.rooms.get(key);
    if (!room) {
      room = {
        connections: new Set(),
        unsubscribe: this.deps.pubsub.subscribe(roomChannel(key), (raw) => this.deliver(key, raw)),
      };
      this.rooms.set(key, room);
    }
    room.connections.add(connection);
    await room.unsubscribe;
  }

  leave(connection: RoomConnection): void {
    const key = connection.party.booking.publicId;
    const room = this.rooms.get(key);
    if (!room?.connections.delete(connection) || room.connections.size > 0) return;
    this.rooms.delete(key);
    void room.unsubscribe.then((stop) => stop()).catch(() => {});
  }

  private deliver(key: string, raw: string): void {
    const room = this.rooms.get(key);
    if (!room) return;
    let event: RoomEvent;
    try {
      event = JSON.parse(raw) as RoomEvent;
    } catch {
      return;
    }
    if (event.kind === 'closed') {
      const frame = JSON.stringify({ type: 'closed', reason: event.reason } satisfies RoomServerFrame);
      for (const connection of room.connections) {
        sendFrame(connection.socket, frame);
        connection.socket.close(ROOM_CLOSE.roomClosed, 'room closed');
      }
      return;
    }
    // One string for everyone; the sender's own connection also gets its client id back.
    const frame = JSON.stringify({ type: 'message', message: event.message } satisfies RoomServerFrame);
    for (const connection of room.connections) {
      if (event.clientId && connection.id === event.from)
        sendFrame(connection.socket, { type: 'message', message: event.message, clientId: event.clientId });
      else sendFrame(connection.socket, frame);
    }
  }

  private async closeEndedSessions(): Promise<void> {
    for (const room of this.rooms.values()) {
      for (const connection of room.connections) {
        const live = await isSessionLive(this.deps, connection.party.userId, connection.sessionId).catch(
          () => true,
        );
        if (!live) closeSignedOut(connection.socket);
      }
    }
  }

  close(): void {
    clearInterval(this.sweep);
    for (const room of this.rooms.values())
      for (const connection of room.connections) connection.socket.close(1001, 'server closing');
  }
}

export function closeSignedOut(socket: WebSocket): void {
  sendFrame(socket, { type: 'error', code: '001101', message: '登录已失效，请重新登录后进入咨询室' });
  socket.close(ROOM_CLOSE.signedOut, 'signed out');
}
