import { and, count, desc, eq } from 'drizzle-orm';
import { BTF_EVENT_NAMES, BTF_WINDOW_MINUTES, type BtfRunRecord } from '@xingtu/contracts/fun';
import type { btfRunBodySchema } from '@xingtu/contracts/fun-schemas';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { funBtfRuns } from '../../db/schema/fun.ts';
import { notFound, validationError } from '../../errors.ts';
import {
  contributionText,
  rankBtfCandidates,
  scoreBtfWindow,
  signNameOf,
  type BtfCandidate,
  type BtfEngineEvent,
} from './btf-engine.ts';
import { funChart, newFunId } from './shared.ts';

// Birth-time rectification (/btf): the member's birth (with its reliability A–H, which sets the window)
// and dated life events; the engine scores every minute of the window and the best candidates are kept
// with the hits that made them, for the member and for the astrologer of a paid check.

type RunBody = z.output<typeof btfRunBodySchema>;
type RunRow = typeof funBtfRuns.$inferSelect;

const DAY_MS = 86_400_000;
const clock = (unixMs: number, offsetSeconds: number) =>
  new Date(unixMs + offsetSeconds * 1000).toISOString();

/** The ranked candidates as pages show them: local clock time, 0–100 score, the strongest reasons. */
export function candidateRecords(
  ranked: readonly BtfCandidate[],
  offsetSeconds: number,
  events: RunBody['events'],
): BtfRunRecord['candidates'] {
  const best = ranked[0]?.score ?? 1;
  return ranked.map((c) => {
    const local = clock(c.unixMs, offsetSeconds);
    // The strongest hit of each event first (the reasons cover the events), then the next strongest.
    const sorted = [...c.contributions].sort((p, q) => q.score - p.score);
    const firsts = sorted.filter((hit, i) => sorted.findIndex((h) => h.eventIndex === hit.eventIndex) === i);
    const reasons = [...firsts, ...sorted.filter((hit) => !firsts.includes(hit))].slice(0, 4).map((hit) => {
      const event = events[hit.eventIndex]!;
      const [y, m] = event.date.split('-').map(Number);
      return `${y}年${m}月 ${BTF_EVENT_NAMES[event.kind]}：${contributionText(hit)}`;
    });
    return {
      time: local.slice(11, 16),
      date: local.slice(0, 10),
      offsetMinutes: c.offsetMinutes,
      score: Math.round((c.score / best) * 100),
      ascSign: signNameOf(c.ascDeg),
      mcSign: signNameOf(c.mcDeg),
      reasons,
    };
  });
}

export function runRecord(row: RunRow): BtfRunRecord {
  return {
    id: row.publicId,
    ...(row.result as Omit<BtfRunRecord, 'id' | 'createdAt'>),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createBtfRun(deps: AppDeps, userId: number, body: RunBody): Promise<BtfRunRecord> {
  const c = await funChart(deps, userId, '', { birth: body.birth }, '我');
  const chart = c.computed.chart;
  const offsetSeconds = chart.local?.offsetSeconds ?? 8 * 3600;
  const centreUnixMs = Date.parse(chart.utc);
  const windowMinutes = chart.timeUnknown ? 720 : BTF_WINDOW_MINUTES[body.reliability]!;
  const today = deps.now().getTime();
  const events: BtfEngineEvent[] = body.events.map((event, index) => {
    const noon = Date.parse(`${event.date}T12:00:00Z`) - offsetSeconds * 1000;
    const [y, m, d] = event.date.split('-').map(Number) as [number, number, number];
    const real = new Date(Date.UTC(y, m - 1, d));
    if (real.getUTCMonth() !== m - 1 || real.getUTCDate() !== d)
      throw validationError(`events.${index}.date`, '事件日期不存在');
    if (noon < centreUnixMs + DAY_MS || noon > today)
      throw validationError(`events.${index}.date`, '事件日期应在出生之后、今天或之前');
    return { unixMs: noon, kind: event.kind };
  });
  const candidates = scoreBtfWindow({
    centreUnixMs,
    latitude: chart.latitude,
    longitude: chart.longitude,
    windowMinutes,
    events,
  });
  const ranked = rankBtfCandidates(candidates, 5);
  const result: Omit<BtfRunRecord, 'id' | 'createdAt'> = {
    birthLine: c.line,
    givenTime: clock(centreUnixMs, offsetSeconds).slice(11, 16),
    reliability: body.reliability,
    windowMinutes,
    events: body.events.map((e) => ({
      date: e.date,
      kind: e.kind,
      kindName: BTF_EVENT_NAMES[e.kind],
      note: e.note ?? '',
    })),
    candidates: candidateRecords(ranked, offsetSeconds, body.events),
  };
  const [row] = await deps.database.db
    .insert(funBtfRuns)
    .values({ publicId: newFunId(), userId, input: body, result, createdAt: deps.now() })
    .returning();
  return runRecord(row!);
}

export async function getBtfRun(deps: AppDeps, userId: number, id: string): Promise<BtfRunRecord> {
  const [row] = await deps.database.db
    .select()
    .from(funBtfRuns)
    .where(and(eq(funBtfRuns.publicId, id), eq(funBtfRuns.userId, userId)));
  if (!row) throw notFound('校正记录不存在');
  return runRecord(row);
}

export async function listBtfRuns(
  deps: AppDeps,
  userId: number,
  query: { current: number; size: number },
): Promise<{ records: BtfRunRecord[]; total: number; size: number; current: number }> {
  const db = deps.database.db;
  const rows = await db
    .select()
    .from(funBtfRuns)
    .where(eq(funBtfRuns.userId, userId))
    .orderBy(desc(funBtfRuns.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [total] = await db.select({ n: count() }).from(funBtfRuns).where(eq(funBtfRuns.userId, userId));
  return { records: rows.map(runRecord), total: total!.n, size: query.size, current: query.current };
}
