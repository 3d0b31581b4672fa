import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { ROOM_RULES, roomFilePath, type RoomMessage } from '@xingtu/contracts/consultation-room';
import type { AppDeps } from '../../../deps.ts';
import { consultationBookings, consultationRoomMessages } from '../../../db/schema/consultations.ts';
import { AppError, notFound, validationError } from '../../../errors.ts';
import { assertClean } from '../../sys/index.ts';
import { closedReason, refreshBooking, type RoomParty } from './room-access.ts';
import { publishRoomEvent } from './room-events.ts';

// The room's messages: saved first (the database is the history every reconnect catches up from),
// then published to every instance's sockets. A text is moderated before it is saved (001108); a
// message is only saved while the room is open, checked in the same statement as the insert.

type MessageRow = typeof consultationRoomMessages.$inferSelect;

export function toRoomMessage(bookingPublicId: string, row: MessageRow): RoomMessage {
  return {
    id: row.id,
    sender: row.senderSide as RoomMessage['sender'],
    senderName: row.senderName,
    text: row.body,
    file:
      row.fileKey && row.fileName && row.fileType
        ? {
            name: row.fileName,
            contentType: row.fileType,
            size: row.fileSize ?? 0,
            url: roomFilePath(bookingPublicId, row.id),
            isImage: row.fileType.startsWith('image/'),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The text a member or astrologer may send: trimmed, not empty, not too long. */
export function checkText(text: unknown): string {
  if (typeof text !== 'string') throw validationError('text', '请输入消息内容');
  const trimmed = text.trim();
  if (trimmed.length === 0) throw validationError('text', '请输入消息内容');
  if ([...trimmed].length > ROOM_RULES.maxTextChars)
    throw validationError('text', `消息不能超过${ROOM_RULES.maxTextChars}字`);
  return trimmed;
}

export interface NewMessage {
  body: string;
  /** The sending connection and the client's id for the message, echoed back to that connection. */
  from?: string;
  clientId?: string;
  file?: { key: string; name: string; contentType: string; size: number };
}

/** Saves a message if the room is open now (one statement), publishes it, and returns it. */
export async function saveMessage(deps: AppDeps, party: RoomParty, input: NewMessage): Promise<RoomMessage> {
  const now = deps.now();
  const opensBefore = `${ROOM_RULES.opensMinutesBefore} minutes`;
  const closesAfter = `${ROOM_RULES.closesMinutesAfterEnd} minutes`;
  const file = input.file;
  const result = await deps.database.db.execute(sql`
    insert into ${consultationRoomMessages}
      (booking_id, sender_user_id, sender_side, sender_name, body, file_key, file_name, file_type, file_size, created_at)
    select id, ${party.userId}, ${party.side}, ${party.name}, ${input.body}, ${file?.key ?? null}::text,
      ${file?.name ?? null}::text, ${file?.contentType ?? null}::text, ${file?.size ?? null}::integer,
      ${now.toISOString()}::timestamptz
    from ${consultationBookings}
    where id = ${party.booking.id} and state = 'confirmed'
      and starts_at - ${opensBefore}::interval <= ${now.toISOString()}::timestamptz
      and ends_at + ${closesAfter}::interval >= ${now.toISOString()}::timestamptz
    returning id`);
  const inserted = (result as unknown as { rows: { id: number | string }[] }).rows[0];
  const row: MessageRow | undefined = inserted && {
    id: Number(inserted.id),
    bookingId: party.booking.id,
    senderUserId: party.userId,
    senderSide: party.side,
    senderName: party.name,
    body: input.body,
    fileKey: file?.key ?? null,
    fileName: file?.name ?? null,
    fileType: file?.contentType ?? null,
    fileSize: file?.size ?? null,
    createdAt: now,
  };
  if (!row) {
    const fresh = await refreshBooking(deps, party);
    throw new AppError('BOOKING_STATE', {
      message: closedReason(fresh.booking, now.getTime()) ?? '咨询室暂时不能发送消息',
    });
  }
  const message = toRoomMessage(party.booking.publicId, row);
  await publishRoomEvent(deps, party.booking.publicId, {
    kind: 'message',
    message,
    ...(input.from ? { from: input.from } : {}),
    ...(input.clientId ? { clientId: input.clientId } : {}),
  });
  return message;
}

export async function sendText(
  deps: AppDeps,
  party: RoomParty,
  text: unknown,
  origin: { from?: string; clientId?: string } = {},
): Promise<RoomMessage> {
  const body = checkText(text);
  await assertClean(deps, [body]);
  return saveMessage(deps, party, { body, ...origin });
}

/** After `since` (a reconnect catching up), or the latest ROOM_RULES.historyLimit; oldest first. */
export async function roomHistory(
  deps: AppDeps,
  party: RoomParty,
  since?: number,
  limit: number = ROOM_RULES.historyLimit,
): Promise<RoomMessage[]> {
  const bookingId = party.booking.id;
  const rows =
    since !== undefined
      ? await deps.database.db
          .select()
          .from(consultationRoomMessages)
          .where(
            and(eq(consultationRoomMessages.bookingId, bookingId), gt(consultationRoomMessages.id, since)),
          )
          .orderBy(asc(consultationRoomMessages.id))
          .limit(limit)
      : (
          await deps.database.db
            .select()
            .from(consultationRoomMessages)
            .where(eq(consultationRoomMessages.bookingId, bookingId))
            .orderBy(desc(consultationRoomMessages.id))
            .limit(limit)
        ).reverse();
  return rows.map((row) => toRoomMessage(party.booking.publicId, row));
}

/** A shared file of this room (the party is already checked); anything else is 404. */
export async function roomFile(
  deps: AppDeps,
  party: RoomParty,
  messageId: number,
): Promise<{ body: Buffer; contentType: string; name: string }> {
  const [row] = await deps.database.db
    .select()
    .from(consultationRoomMessages)
    .where(
      and(
        eq(consultationRoomMessages.id, messageId),
        eq(consultationRoomMessages.bookingId, party.booking.id),
      ),
    );
  if (!row?.fileKey || !row.fileType) throw notFound('文件不存在');
  const stored = await deps.storage.get(row.fileKey);
  if (!stored) throw notFound('文件不存在');
  return { body: stored.body, contentType: row.fileType, name: row.fileName ?? 'file' };
}
