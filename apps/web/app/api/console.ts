import type { AdminApplicationRecord, AdminWithdrawalRecord } from '@xingtu/contracts/astrologers';
import { astrologersApi } from '@xingtu/contracts/astrologers-api';
import type {
  AdminOrderDetail,
  AdminRefundRecord,
  AdminOrderRow,
  AdminUserDetail,
  AdminUserRow,
  AdminWalletRecord,
  AuditRecord,
  AuditSortField,
  ConsoleMe,
  DashboardRecord,
  OrderSortField,
  ReauthRecord,
  UserContactRecord,
  UserSortField,
  WalletProblemRecord,
} from '@xingtu/contracts/console';
import { consoleApi } from '@xingtu/contracts/console-api';

import type { OrderStatus } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import type { OperatorRole } from '@xingtu/contracts/roles';
import { client, page, records } from './lazy-client.ts';

// The operator console (server: modules/console; endpoints: contracts/console-api.ts, and the
// astrologer reviews of contracts/astrologers-api.ts). Operators' data changes under them: never cached.
// Refusals are shown beside the form that caused them (silent), not as a toast.

const api = consoleApi;
const fresh = { cache: false } as const;
const quiet = { cache: false, silent: true } as const;

/** Who the signed-in operator is, or null for anyone else (the console then does not exist for them). */
export async function fetchConsoleMe(): Promise<ConsoleMe | null> {
  try {
    return records(await (await client()).call(api.me, {}, { cache: false, hideErrors: true }));
  } catch {
    return null;
  }
}

export async function reauthenticate(password: string): Promise<ReauthRecord> {
  return records(await (await client()).call(api.reauth, { body: { password } }, quiet));
}

export async function fetchDashboard(days: number): Promise<DashboardRecord> {
  return records(await (await client()).call(api.dashboard, { query: { days } }, fresh));
}

/** A server-side sort: one allow-listed column and its direction, or none (newest first). */
export type ListSort<Field extends string> = { by: Field; desc: boolean } | null;

const sortQuery = <Field extends string>(sort: ListSort<Field> = null) =>
  sort ? { sortBy: sort.by, order: sort.desc ? ('desc' as const) : ('asc' as const) } : {};

export async function searchUsers(
  keyword: string,
  current: number,
  sort: ListSort<UserSortField> = null,
): Promise<PageData<AdminUserRow>> {
  const query = { current, size: 20, ...(keyword ? { keyword } : {}), ...sortQuery(sort) };
  return page(await (await client()).call(api.users, { query }, fresh));
}

export async function fetchUser(userId: string): Promise<AdminUserDetail> {
  return records(await (await client()).call(api.user, { params: { userId } }, fresh));
}

export async function revealContact(userId: string): Promise<UserContactRecord> {
  return records(await (await client()).call(api.revealContact, { params: { userId } }, quiet));
}

export async function lockUser(userId: string, reason: string): Promise<AdminUserRow> {
  return records(await (await client()).call(api.lockUser, { params: { userId }, body: { reason } }, quiet));
}

export async function unlockUser(userId: string): Promise<AdminUserRow> {
  return records(await (await client()).call(api.unlockUser, { params: { userId } }, quiet));
}

export async function endSessions(userId: string): Promise<void> {
  await (await client()).call(api.endSessions, { params: { userId } }, quiet);
}

export async function setRoles(
  userId: string,
  roles: OperatorRole[],
  reauthToken: string,
): Promise<AdminUserRow> {
  return records(
    await (await client()).call(api.setRoles, { params: { userId }, body: { roles, reauthToken } }, quiet),
  );
}

export interface OrderFilter {
  status?: OrderStatus;
  keyword?: string;
}

const filterQuery = (filter: OrderFilter) => ({
  ...(filter.status ? { status: filter.status } : {}),
  ...(filter.keyword ? { keyword: filter.keyword } : {}),
});

export async function fetchOrders(
  filter: OrderFilter,
  current: number,
  sort: ListSort<OrderSortField> = null,
): Promise<PageData<AdminOrderRow>> {
  const query = { ...filterQuery(filter), current, size: 20, ...sortQuery(sort) };
  return page(await (await client()).call(api.orders, { query }, fresh));
}

export async function fetchOrder(orderNo: string): Promise<AdminOrderDetail> {
  return records(await (await client()).call(api.order, { params: { orderNo } }, fresh));
}

/** The CSV as a file the browser saves (the request carries the operator's token like any other). */
export async function downloadOrdersCsv(filter: OrderFilter): Promise<Blob> {
  const answer = await (
    await client()
  ).http.get<Blob>(api.exportOrders.path, {
    params: filterQuery(filter),
    responseType: 'blob',
    cache: false,
  });
  return answer.data;
}

export interface RefundForm {
  amountFen?: number;
  destination: 'wallet' | 'original';
  reason?: string;
  reauthToken?: string;
}

export async function refundOrder(orderNo: string, form: RefundForm): Promise<AdminRefundRecord> {
  return records(await (await client()).call(api.refund, { params: { orderNo }, body: form }, quiet));
}

export async function shipOrder(
  orderNo: string,
  carrier: string,
  trackingNo: string,
): Promise<AdminOrderDetail> {
  return records(
    await (await client()).call(api.ship, { params: { orderNo }, body: { carrier, trackingNo } }, quiet),
  );
}

export async function voidOrder(orderNo: string, reason: string): Promise<AdminOrderDetail> {
  return records(
    await (await client()).call(api.voidOrder, { params: { orderNo }, body: { reason } }, quiet),
  );
}

export async function fetchWallet(userId: string, current: number): Promise<AdminWalletRecord> {
  return records(
    await (await client()).call(api.wallet, { params: { userId }, query: { current, size: 20 } }, fresh),
  );
}

export async function adjustWallet(
  userId: string,
  amountFen: number,
  reason: string,
  reauthToken: string,
): Promise<AdminWalletRecord> {
  return records(
    await (
      await client()
    ).call(api.adjustWallet, { params: { userId }, body: { amountFen, reason, reauthToken } }, quiet),
  );
}

export async function fetchWalletProblems(): Promise<WalletProblemRecord[]> {
  return records(await (await client()).call(api.walletIntegrity, {}, fresh));
}

export async function fetchAudit(
  current: number,
  targetId?: string,
  sort: ListSort<AuditSortField> = null,
): Promise<PageData<AuditRecord>> {
  const query = { current, size: 20, ...(targetId ? { targetId } : {}), ...sortQuery(sort) };
  return page(await (await client()).call(api.audit, { query }, fresh));
}

export async function fetchApplications(current: number): Promise<PageData<AdminApplicationRecord>> {
  return page(
    await (
      await client()
    ).call(astrologersApi.adminApplications, { query: { current, size: 20, status: '01' } }, fresh),
  );
}

export async function approveApplication(applicationNo: string): Promise<void> {
  await (await client()).call(astrologersApi.adminApprove, { params: { applicationNo } }, quiet);
}

export async function rejectApplication(applicationNo: string, reason: string): Promise<void> {
  await (
    await client()
  ).call(astrologersApi.adminReject, { params: { applicationNo }, body: { reason } }, quiet);
}

export async function fetchWithdrawals(current: number): Promise<PageData<AdminWithdrawalRecord>> {
  return page(
    await (
      await client()
    ).call(astrologersApi.adminWithdrawals, { query: { current, size: 20, status: 'waiting' } }, fresh),
  );
}

export async function payWithdrawal(withdrawalNo: string): Promise<void> {
  await (await client()).call(astrologersApi.adminPayWithdrawal, { params: { withdrawalNo } }, quiet);
}

export async function rejectWithdrawal(withdrawalNo: string, reason: string): Promise<void> {
  await (
    await client()
  ).call(astrologersApi.adminRejectWithdrawal, { params: { withdrawalNo }, body: { reason } }, quiet);
}
