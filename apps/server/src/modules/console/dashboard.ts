import { sql } from 'drizzle-orm';
import type { DashboardRecord } from '@xingtu/contracts/console';
import type { AppDeps } from '../../deps.ts';

// Today's figures and the last 7/30/90 Beijing days, each a day of Asia/Shanghai (DESIGN: a "day" is
// the local day). Revenue is what purchase orders took in (top-ups are the members' own money moving
// into their wallets, counted when they spend it); refunds are what went back, on the day it did.

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** 'YYYY-MM-DD' of the Beijing day holding `at`. */
const beijingDay = (at: Date) => new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

interface DayRow {
  day: string;
  n: string | number;
  fen: string | number | null;
}

export async function dashboard(deps: AppDeps, days: number): Promise<DashboardRecord> {
  const db = deps.database.db;
  const now = deps.now();
  const todayKey = beijingDay(now);
  // Midnight in Beijing of the first day of the range, as a UTC instant.
  const fromDate = new Date(Date.parse(`${todayKey}T00:00:00+08:00`) - (days - 1) * DAY_MS);
  const from = fromDate.toISOString();
  const local = (column: string) => sql.raw(`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`);
  const byDay = async (query: ReturnType<typeof sql>): Promise<Map<string, DayRow>> => {
    const result = await db.execute(query);
    const { rows } = result as unknown as { rows: DayRow[] };
    return new Map(rows.map((row) => [row.day, row]));
  };
  const [signups, created, paid, refunded, pending] = await Promise.all([
    byDay(sql`select ${local('created_at')} as day, count(*) as n, null as fen from users
      where created_at >= ${from} group by 1`),
    byDay(sql`select ${local('created_at')} as day, count(*) as n, null as fen from orders
      where kind = 'purchase' and created_at >= ${from} group by 1`),
    byDay(sql`select ${local('paid_at')} as day, count(*) as n, coalesce(sum(paid_fen), 0) as fen from orders
      where kind = 'purchase' and paid_at >= ${from} group by 1`),
    byDay(sql`select ${local('created_at')} as day, count(*) as n, coalesce(sum(amount_fen), 0) as fen from refunds
      where status = 'succeeded' and created_at >= ${from} group by 1`),
    db.execute(sql`select
      (select count(*) from astrologer_applications where status = '01') as applications,
      (select count(*) from astrologer_withdrawals where status = 'waiting') as withdrawals`),
  ]);
  const series = Array.from({ length: days }, (_, index) => {
    const day = beijingDay(new Date(fromDate.getTime() + index * DAY_MS + BEIJING_OFFSET_MS / 2));
    return {
      day,
      signups: Number(signups.get(day)?.n ?? 0),
      orders: Number(created.get(day)?.n ?? 0),
      paidOrders: Number(paid.get(day)?.n ?? 0),
      revenueFen: Number(paid.get(day)?.fen ?? 0),
      refundFen: Number(refunded.get(day)?.fen ?? 0),
    };
  });
  const [pendingRow] = (pending as unknown as { rows: { applications: string; withdrawals: string }[] }).rows;
  const { day: _today, ...today } = series[series.length - 1]!;
  return {
    today,
    pending: {
      applications: Number(pendingRow?.applications ?? 0),
      withdrawals: Number(pendingRow?.withdrawals ?? 0),
    },
    series,
  };
}
