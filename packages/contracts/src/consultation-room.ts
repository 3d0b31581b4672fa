// The consultation room (issue 16 §2 Sessions): the text chat the member and the astrologer hold
// at the booked time, over a WebSocket, with files and images. The rules and the frames both sides
// exchange are declared here once; the server and the pages import them. No zod here: pages import
// this file; the HTTP schemas are in consultation-room-schemas.ts.

export const ROOM_RULES = {
  /** The room opens this many minutes before the booked start… */
  opensMinutesBefore: 10,
  /** …and closes this many minutes after the booked end, or at once when the booking is settled. */
  closesMinutesAfterEnd: 30,
  /** Longest message, characters. */
  maxTextChars: 2000,
  /** Largest frame a client may send, bytes (a longer one gets an error frame). */
  maxFrameBytes: 16 * 1024,
  /** Per connection: at most this many messages… */
  rateMessages: 10,
  /** …in this many milliseconds. */
  rateWindowMs: 10_000,
  /** A socket must present its sign-in within this many milliseconds. */
  authTimeoutMs: 10_000,
  /** Messages sent with the room's history (the latest ones). */
  historyLimit: 200,
  /** Largest shared file, bytes. */
  fileMaxBytes: 10 * 1024 * 1024,
} as const;

/** WebSocket close codes of the room (4000–4999 are the application's own). */
export const ROOM_CLOSE = {
  /** The sign-in was missing, wrong, or the session ended (signed out). */
  signedOut: 4401,
  /** Not a party of this booking, or no such booking. */
  notFound: 4404,
  /** The room is not open (before the time, after it, or the booking is settled). */
  roomClosed: 4409,
} as const;

export type RoomSide = 'member' | 'astrologer';

export interface RoomFile {
  name: string;
  contentType: string;
  size: number;
  /** Where the two parties download it (signed-in; nobody else). */
  url: string;
  isImage: boolean;
}

export interface RoomMessage {
  /** Increasing: a client that reconnects asks for everything after the last one it has. */
  id: number;
  sender: RoomSide;
  senderName: string;
  text: string;
  file: RoomFile | null;
  /** ISO time. */
  createdAt: string;
}

export interface RoomInfo {
  bookingId: string;
  /** The side of the user asking. */
  side: RoomSide;
  /** Messages may be sent now. */
  open: boolean;
  /** ISO times of the window. */
  opensAt: string;
  closesAt: string;
  /** Why it is not open, in the customer's words (null when open). */
  closedReason: string | null;
}

/** What a page sends on the socket. */
export type RoomClientFrame =
  | { type: 'auth'; token: string; since?: number }
  | { type: 'send'; text: string; clientId?: string }
  | { type: 'ping' };

/** What the server sends. */
export type RoomServerFrame =
  | { type: 'ready'; room: RoomInfo; messages: RoomMessage[] }
  | { type: 'message'; message: RoomMessage; clientId?: string }
  | { type: 'error'; code: string; message: string; clientId?: string }
  | { type: 'closed'; reason: string }
  | { type: 'pong' };

/** The socket's path for one booking (public id). */
export const roomSocketPath = (bookingId: string): string =>
  `/api/consultations/${encodeURIComponent(bookingId)}/room/socket`;

/** The file's download path. */
export const roomFilePath = (bookingId: string, messageId: number): string =>
  `/api/consultations/${encodeURIComponent(bookingId)}/room/files/${messageId}`;

/** When the room is open for a booking, as ms since the epoch. */
export function roomWindow(startsAtMs: number, endsAtMs: number): { opensAt: number; closesAt: number } {
  return {
    opensAt: startsAtMs - ROOM_RULES.opensMinutesBefore * 60_000,
    closesAt: endsAtMs + ROOM_RULES.closesMinutesAfterEnd * 60_000,
  };
}
