import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { EnrolBody } from '@xingtu/contracts/courses-schemas';
import { alreadyOwnedMessage } from '@xingtu/contracts/purchase-rules';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { courseEnrolments, courses } from '../../db/schema/courses.ts';
import { AppError } from '../../errors.ts';
import { hasEntitlement, placeOrder, type PaidItem } from '../commerce/index.ts';
import { courseBySlug, saleStateOf, type CourseRow } from './catalogue.ts';

// Joining a course: the enrolment form holds a seat and places the order (commerce, a private product
// of type 02); paying makes the place active, an order that ends unpaid or a refund frees the seat.
// Seats are counted by one guarded UPDATE (seats_taken < seats), so parallel enrolments never
// overbook: 30 at once on 10 seats → 10 held, 20 refused with 013002206.

/** The course's product ref for commerce's entitlement check. */
export const courseRef = (slug: string) => ({ kind: 'course', id: slug });

export function seatsFullError(course: CourseRow): AppError {
  return new AppError('COURSE_LIMIT', { message: `「${course.title}」的名额已满，欢迎关注下一期开课` });
}

/** Takes one seat if any is left; false when full. */
async function takeSeat(tx: Tx, courseId: number): Promise<boolean> {
  const taken = await tx
    .update(courses)
    .set({ seatsTaken: sql`${courses.seatsTaken} + 1` })
    .where(and(eq(courses.id, courseId), or(isNull(courses.seats), lt(courses.seatsTaken, courses.seats))))
    .returning({ id: courses.id });
  return taken.length === 1;
}

async function freeSeat(tx: Tx, courseId: number): Promise<void> {
  await tx
    .update(courses)
    .set({ seatsTaken: sql`${courses.seatsTaken} - 1` })
    .where(and(eq(courses.id, courseId), gt(courses.seatsTaken, 0)));
}

function formOf(body: EnrolBody): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(body))
    if (typeof value === 'string' && value !== '') form[key] = value;
  return form;
}

export async function enrol(
  deps: AppDeps,
  userId: number,
  slug: string,
  body: EnrolBody,
  timeoutMinutes: number,
): Promise<{ orderNo: string; status: 'pending' }> {
  const db = deps.database.db;
  const course = await courseBySlug(db, slug);
  const state = saleStateOf(course, deps.now());
  if (state === 'notStarted') throw new AppError('COURSE_NOT_OPEN');
  if (state === 'ended')
    throw new AppError('VALIDITY_EXCEEDED', { message: `「${course.title}」的报名已经结束` });
  if (course.usesChart && !body.birthday)
    throw new AppError('VALIDATION', {
      httpStatus: 422,
      message: '这门课程会用到你的星盘，请填写出生日期',
      fields: [{ field: 'birthday', message: '请填写出生日期' }],
    });
  if (await hasEntitlement(deps, userId, courseRef(course.slug)))
    throw new AppError('PURCHASE_LIMIT', { message: alreadyOwnedMessage(course.title) });

  const [live] = await db
    .select()
    .from(courseEnrolments)
    .where(
      and(
        eq(courseEnrolments.courseId, course.id),
        eq(courseEnrolments.userId, userId),
        inArray(courseEnrolments.status, ['pending', 'active']),
      ),
    );
  if (live?.status === 'active')
    throw new AppError('PURCHASE_LIMIT', { message: alreadyOwnedMessage(course.title) });
  if (live?.orderNo) {
    // Already holding a seat with an unpaid order: the form is updated, the same order is paid.
    await db
      .update(courseEnrolments)
      .set({ form: formOf(body), updatedAt: deps.now() })
      .where(eq(courseEnrolments.id, live.id));
    return { orderNo: live.orderNo, status: 'pending' };
  }
  if (course.productId === null) throw new AppError('COURSE_NOT_OPEN');

  const enrolment = await db.transaction(async (tx) => {
    if (!(await takeSeat(tx, course.id))) throw seatsFullError(course);
    const [row] = await tx
      .insert(courseEnrolments)
      .values({ courseId: course.id, userId, status: 'pending', form: formOf(body), createdAt: deps.now() })
      .onConflictDoNothing()
      .returning({ id: courseEnrolments.id });
    // Another request of the same member got there first: this one gives its seat back.
    if (!row) throw new AppError('ORDER_EVENT_BUSY', { message: '正在为你报名，请稍候再试' });
    return row;
  });

  let order: Awaited<ReturnType<typeof placeOrder>>;
  try {
    order = await placeOrder(
      deps,
      userId,
      { product_id: course.productId, quantity: 1, remark: `课程报名：${course.title}` },
      { timeoutMinutes, privateProduct: true },
    );
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx
        .update(courseEnrolments)
        .set({ status: 'closed', updatedAt: deps.now() })
        .where(eq(courseEnrolments.id, enrolment.id));
      await freeSeat(tx, course.id);
    });
    throw error;
  }
  await db
    .update(courseEnrolments)
    .set({ orderId: order.id, orderNo: order.orderNo, updatedAt: deps.now() })
    .where(eq(courseEnrolments.id, enrolment.id));
  return { orderNo: order.orderNo, status: 'pending' };
}

// ---- commerce's handlers (inside the paying / refunding / closing transaction) ----

export async function activatePaid(item: PaidItem, tx: Tx, now: Date): Promise<void> {
  const [row] = await tx
    .select()
    .from(courseEnrolments)
    .where(eq(courseEnrolments.orderId, item.orderId))
    .for('update');
  if (row?.status === 'active') return;
  if (row?.status === 'pending') {
    await tx
      .update(courseEnrolments)
      .set({ status: 'active', updatedAt: now })
      .where(eq(courseEnrolments.id, row.id));
    return;
  }
  // No held seat (the order closed meanwhile, or was placed elsewhere): a seat is taken now if any is left.
  const slug = item.target?.id;
  const [course] = slug ? await tx.select().from(courses).where(eq(courses.slug, slug)) : [];
  if (!course) throw new AppError('OPERATION_FAILED', { message: '未找到这个订单的课程，请联系客服' });
  if (!(await takeSeat(tx, course.id))) throw seatsFullError(course);
  await tx.insert(courseEnrolments).values({
    courseId: course.id,
    userId: item.userId,
    status: 'active',
    orderId: item.orderId,
    orderNo: item.orderNo,
    createdAt: now,
    updatedAt: now,
  });
}

async function endEnrolment(tx: Tx, orderId: number, from: string[], to: string, now: Date): Promise<void> {
  const ended = await tx
    .update(courseEnrolments)
    .set({ status: to, updatedAt: now })
    .where(and(eq(courseEnrolments.orderId, orderId), inArray(courseEnrolments.status, from)))
    .returning({ courseId: courseEnrolments.courseId });
  for (const row of ended) await freeSeat(tx, row.courseId);
}

export const refundEnrolment = (item: PaidItem, tx: Tx, now: Date) =>
  endEnrolment(tx, item.orderId, ['pending', 'active'], 'refunded', now);

export const closeUnpaidEnrolment = (orderId: number, tx: Tx, now: Date) =>
  endEnrolment(tx, orderId, ['pending'], 'closed', now);
