import { z } from 'zod';
import { intParam } from './field-schemas.ts';
import './zod-locale.ts';

// Requests and answers of the consultation room's HTTP endpoints (consultations-api.ts): the
// history, the file upload and download. The socket's frames are typed in consultation-room.ts.

export const roomParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9]{12}$/, '编号不正确') });

export const roomFileParamsSchema = roomParamsSchema.extend({
  messageId: intParam(1, Number.MAX_SAFE_INTEGER),
});

export const roomHistoryQuerySchema = z.object({
  since: intParam(0, Number.MAX_SAFE_INTEGER).optional(),
});

const roomSideSchema = z.enum(['member', 'astrologer']);

export const roomMessageSchema = z.object({
  id: z.number().int(),
  sender: roomSideSchema,
  senderName: z.string(),
  text: z.string(),
  file: z
    .object({
      name: z.string(),
      contentType: z.string(),
      size: z.number().int(),
      url: z.string(),
      isImage: z.boolean(),
    })
    .nullable(),
  createdAt: z.string(),
});

export const roomInfoSchema = z.object({
  bookingId: z.string(),
  side: roomSideSchema,
  open: z.boolean(),
  opensAt: z.string(),
  closesAt: z.string(),
  closedReason: z.string().nullable(),
});

export const roomHistorySchema = z.object({ room: roomInfoSchema, messages: roomMessageSchema.array() });

/** An operator reading a room (complaints, disputes): the booking's state and every message. */
export const adminRoomHistorySchema = z.object({
  bookingId: z.string(),
  state: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  messages: roomMessageSchema.array(),
});
