import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consultationsApi } from '@xingtu/contracts/consultations-api';
import { consultationsApiSchemas } from '@xingtu/contracts/consultations-api-schemas';
import { CAPACITY_TYPE, PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { requireCapacity, requireOperator } from '../../permissions/index.ts';
import { afterRefund, onClosed, onPaid, onRefunded } from '../commerce/index.ts';
import { bookingForOperator, listBookingsForOperator } from './admin-bookings.ts';
import { cancelByAstrologer, completeOrder, markNoShow } from './astrologer-orders.ts';
import {
  book,
  cancelByMember,
  cancelForRefund,
  confirmPaid,
  releaseForOrder,
  reschedule,
} from './booking.ts';
import { bookingDetail, listBookings } from './booking-record.ts';
import { consultantSlots, getConsultant, listConsultants } from './consultants.ts';
import { getMemberTimeZone, saveMemberTimeZone } from './member-time-zone.ts';
import { getOwnSchedule, saveSchedule } from './schedule.ts';
import { createService, listOwnServices, updateService } from './services.ts';
import { closeRoom } from './room/room-close.ts';
import { registerRoomRoutes } from './room/room-routes.ts';

// HTTP only: the endpoints of contracts/consultations-api.ts and commerce's handlers for type 04.

export const consultationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  onPaid(deps, PRODUCT_TYPE.ASTROLOGY_CONSULTANT, (item, { tx, now }) => confirmPaid(item, tx, now));
  // Every refund, partial ones included: each takes back its share of the astrologer's earning.
  onRefunded(
    deps,
    PRODUCT_TYPE.ASTROLOGY_CONSULTANT,
    (item, { tx, now }) => cancelForRefund(deps, item, tx, now),
    { everyRefund: true },
  );
  onClosed(deps, PRODUCT_TYPE.ASTROLOGY_CONSULTANT, (order, { tx, now }) =>
    releaseForOrder(order.orderId, tx, now),
  );
  // A refund from anywhere (the console's orders included) ends the booking in onRefunded; once it
  // is committed, the room closes on every instance. An order that ends unpaid never had a room.
  afterRefund(deps, 'consultation-room-close', async ({ orderId }) => {
    await closeRoom(deps, { orderId });
  });

  const route = endpointRoutes(app, consultationsApi, consultationsApiSchemas);
  const consultant = { guard: requireCapacity(CAPACITY_TYPE.CONSULTANT) };

  route('listConsultants', {}, async (request) => okPage(await listConsultants(deps, request.query)));
  route('getConsultant', {}, async (request) => ok(await getConsultant(deps, request.params.id)));
  route('consultantSlots', {}, async (request) =>
    ok(await consultantSlots(deps, request.params.id, request.query)),
  );

  route('book', {}, async (request) => {
    const placed = await book(deps, userIdOf(request), request.body, app.config.orderTimeoutMinutes);
    return ok({ booking: placed.detail, orderNo: placed.orderNo }, '已为你保留时段，请尽快完成支付');
  });
  route('myBookings', {}, async (request) =>
    okPage(await listBookings(deps, 'member', userIdOf(request), request.query)),
  );
  route('myBooking', {}, async (request) =>
    ok(await bookingDetail(deps, 'member', userIdOf(request), request.params.id)),
  );
  route('cancelBooking', {}, async (request) =>
    ok(await cancelByMember(deps, userIdOf(request), request.params.id), '预约已取消'),
  );
  route('rescheduleBooking', {}, async (request) =>
    ok(
      await reschedule(deps, userIdOf(request), request.params.id, request.body.starts_at),
      '已改约到新的时段',
    ),
  );

  route('myTimeZone', {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await getMemberTimeZone(deps, userIdOf(request)));
  });
  route('saveMyTimeZone', {}, async (request) =>
    ok(await saveMemberTimeZone(deps, userIdOf(request), request.body.time_zone), '时区已保存'),
  );

  route('myServices', consultant, async (request) => ok(await listOwnServices(deps, userIdOf(request))));
  route('createService', consultant, async (request) =>
    ok(await createService(deps, userIdOf(request), request.body), '服务已保存'),
  );
  route('updateService', consultant, async (request) =>
    ok(await updateService(deps, userIdOf(request), request.params.id, request.body), '服务已保存'),
  );
  route('mySchedule', consultant, async (request) => ok(await getOwnSchedule(deps, userIdOf(request))));
  route('saveSchedule', consultant, async (request) =>
    ok(await saveSchedule(deps, userIdOf(request), request.body), '排班已保存'),
  );
  route('astrologerOrders', consultant, async (request) =>
    okPage(await listBookings(deps, 'astrologer', userIdOf(request), request.query)),
  );
  route('astrologerOrder', consultant, async (request) =>
    ok(await bookingDetail(deps, 'astrologer', userIdOf(request), request.params.id)),
  );
  route('completeOrder', consultant, async (request) =>
    ok(await completeOrder(deps, userIdOf(request), request.params.id), '已标记完成'),
  );
  route('markNoShow', consultant, async (request) =>
    ok(await markNoShow(deps, userIdOf(request), request.params.id), '已标记来访者未出席'),
  );
  route('astrologerCancel', consultant, async (request) =>
    ok(await cancelByAstrologer(deps, userIdOf(request), request.params.id), '预约已取消，款项已全额退回'),
  );

  const operators = { guard: requireOperator('admin', 'support') };
  route('adminBookings', operators, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return okPage(await listBookingsForOperator(deps, request.query));
  });
  route('adminBooking', operators, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await bookingForOperator(deps, request.params.id));
  });

  registerRoomRoutes(app);
};
