import { page, raw, records } from './answer-schemas.ts';
import {
  adminRoomHistorySchema,
  roomFileParamsSchema,
  roomHistoryQuerySchema,
  roomHistorySchema,
  roomMessageSchema,
  roomParamsSchema,
} from './consultation-room-schemas.ts';
import {
  adminBookingDetailSchema,
  adminBookingQuerySchema,
  adminBookingRecordSchema,
  bookingDetailSchema,
  bookingInputSchema,
  bookingListQuerySchema,
  bookingRecordSchema,
  consultantDetailSchema,
  consultantQuerySchema,
  consultantRecordSchema,
  placedBookingSchema,
  publicIdParamsSchema,
  rescheduleInputSchema,
  scheduleInputSchema,
  scheduleRecordSchema,
  serviceInputSchema,
  serviceRecordSchema,
  slotQuerySchema,
  slotRecordSchema,
  timeZoneInputSchema,
  timeZoneRecordSchema,
} from './consultations-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';

// The schemas of every consultation endpoint (declared in consultations-api.ts).

const detail = records(bookingDetailSchema);

export const consultationsApiSchemas = {
  listConsultants: { query: consultantQuerySchema, answer: page(consultantRecordSchema) },
  getConsultant: { params: publicIdParamsSchema, answer: records(consultantDetailSchema) },
  consultantSlots: {
    params: publicIdParamsSchema,
    query: slotQuerySchema,
    answer: records(slotRecordSchema.array()),
  },

  book: { body: bookingInputSchema, answer: records(placedBookingSchema) },
  myBookings: { query: bookingListQuerySchema, answer: page(bookingRecordSchema) },
  myBooking: { params: publicIdParamsSchema, answer: detail },
  cancelBooking: { params: publicIdParamsSchema, answer: detail },
  rescheduleBooking: { params: publicIdParamsSchema, body: rescheduleInputSchema, answer: detail },

  myServices: { answer: records(serviceRecordSchema.array()) },
  createService: { body: serviceInputSchema, answer: records(serviceRecordSchema) },
  updateService: {
    params: publicIdParamsSchema,
    body: serviceInputSchema,
    answer: records(serviceRecordSchema),
  },
  mySchedule: { answer: records(scheduleRecordSchema) },
  saveSchedule: { body: scheduleInputSchema, answer: records(scheduleRecordSchema) },
  astrologerOrders: { query: bookingListQuerySchema, answer: page(bookingRecordSchema) },
  astrologerOrder: { params: publicIdParamsSchema, answer: detail },
  completeOrder: { params: publicIdParamsSchema, answer: detail },
  markNoShow: { params: publicIdParamsSchema, answer: detail },
  astrologerCancel: { params: publicIdParamsSchema, answer: detail },

  roomHistory: {
    params: roomParamsSchema,
    query: roomHistoryQuerySchema,
    answer: records(roomHistorySchema),
  },
  roomUpload: { params: roomParamsSchema, answer: records(roomMessageSchema) },
  roomFile: { params: roomFileParamsSchema, answer: raw('the shared file’s type') },
  adminBookings: { query: adminBookingQuerySchema, answer: page(adminBookingRecordSchema) },
  adminBooking: { params: publicIdParamsSchema, answer: records(adminBookingDetailSchema) },
  adminRoomHistory: { params: roomParamsSchema, answer: records(adminRoomHistorySchema) },
  adminRoomFile: { params: roomFileParamsSchema, answer: raw('the shared file’s type') },
  roomSocket: { params: roomParamsSchema, answer: raw('WebSocket') },
  myTimeZone: { answer: records(timeZoneRecordSchema) },
  saveMyTimeZone: { body: timeZoneInputSchema, answer: records(timeZoneRecordSchema) },
} as const satisfies Record<string, EndpointSchemas>;
