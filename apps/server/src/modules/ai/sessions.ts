import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AiEngine, AiMode } from '@xingtu/contracts/ai';
import type { AiSessionDetail, AiSessionRecord } from '@xingtu/contracts/ai-schemas';
import type { PageData } from '@xingtu/contracts/envelope';
import { aiMessages, aiSessions, aiUsageLogs } from '../../db/schema/ai.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { useOf } from './area-use.ts';
import type { Charge } from './quota.ts';

// Conversations and their turns. A session is written with its first answered question (never empty);
// another member's session is 404, the same as a missing one.

type SessionRow = typeof aiSessions.$inferSelect;

/** Earlier turns a model is given with a new question (the long-context mode gets more). */
const HISTORY_TURNS: Record<AiMode, number> = { chart: 8, career: 8, kimi: 40 };
const TITLE_CHARS = 30;

const toRecord = (row: SessionRow): AiSessionRecord => ({
  id: row.publicId,
  mode: row.mode as AiMode,
  title: row.title,
  contactId: row.contactId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function ownSession(deps: AppDeps, userId: number, publicId: string): Promise<SessionRow> {
  const [row] = await deps.database.db
    .select()
    .from(aiSessions)
    .where(and(eq(aiSessions.publicId, publicId), eq(aiSessions.userId, userId)));
  if (!row) throw notFound('会话不存在');
  return row;
}

export async function listSessions(
  deps: AppDeps,
  userId: number,
  query: { mode: AiMode; current: number; size: number },
): Promise<PageData<AiSessionRecord>> {
  const { db } = deps.database;
  const where = and(eq(aiSessions.userId, userId), eq(aiSessions.mode, query.mode));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(aiSessions)
      .where(where)
      .orderBy(desc(aiSessions.updatedAt), desc(aiSessions.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ n: count() }).from(aiSessions).where(where),
  ]);
  return { records: rows.map(toRecord), total: total?.n ?? 0, size: query.size, current: query.current };
}

export async function sessionDetail(
  deps: AppDeps,
  userId: number,
  publicId: string,
): Promise<AiSessionDetail> {
  const session = await ownSession(deps, userId, publicId);
  const messages = await deps.database.db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.sessionId, session.id))
    .orderBy(asc(aiMessages.id));
  return {
    ...toRecord(session),
    messages: messages.map((m) => ({
      role: m.role as 'user' | 'assistant',
      content: m.content,
      engine: (m.engine as AiEngine | null) ?? null,
      status: m.status as 'done' | 'stopped',
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/** The last turns of a session, oldest first, for the model's context. */
export async function recentTurns(
  deps: AppDeps,
  session: SessionRow,
): Promise<{ role: 'user' | 'assistant'; content: string }[]> {
  const rows = await deps.database.db
    .select({ role: aiMessages.role, content: aiMessages.content })
    .from(aiMessages)
    .where(eq(aiMessages.sessionId, session.id))
    .orderBy(desc(aiMessages.id))
    .limit(HISTORY_TURNS[session.mode as AiMode] ?? 8);
  return rows.reverse().map((r) => ({ role: r.role as 'user' | 'assistant', content: r.content }));
}

export interface AnsweredTurn {
  userId: number;
  /** The existing session, or the public id a new one gets. */
  session: SessionRow | { publicId: string; mode: AiMode; contactId: number };
  question: string;
  answer: string;
  engine: AiEngine;
  status: 'done' | 'stopped';
  charge: Charge;
}

/**
 * Question, answer and the use-log line in one statement (a new session with them, or the session's
 * time moved on): atomic, and one round trip, so a pooled connection is held only that long when many
 * answers end at once. Throws when the session is gone.
 */
export async function saveTurn(deps: AppDeps, turn: AnsweredTurn): Promise<void> {
  const { db } = deps.database;
  const now = deps.now();
  const mode = turn.session.mode as AiMode;
  const session =
    'id' in turn.session
      ? db
          .update(aiSessions)
          .set({ updatedAt: now })
          .where(eq(aiSessions.id, turn.session.id))
          .returning({ id: aiSessions.id })
      : db
          .insert(aiSessions)
          .values({
            publicId: turn.session.publicId,
            userId: turn.userId,
            mode,
            contactId: turn.session.contactId,
            title: Array.from(turn.question).slice(0, TITLE_CHARS).join(''),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: aiSessions.id });
  const at = now.toISOString();
  const use = useOf(turn.charge);
  const result = await db.execute(sql`
    with s as (${session.getSQL()}),
    turns as (
      insert into ${aiMessages} (session_id, role, content, engine, status, created_at)
      select s.id, t.role, t.content, t.engine, t.status, ${at}::timestamptz
      from s cross join (values
        (1, 'user', ${turn.question}::text, null::text, 'done'),
        (2, 'assistant', ${turn.answer}::text, ${turn.engine}::text, ${turn.status}::text)
      ) as t(n, role, content, engine, status)
      order by t.n
    )
    insert into ${aiUsageLogs} (user_id, source, package_id, session_id, mode)
    select ${use.userId}, ${use.source}, ${use.packageId}::int, s.id, ${mode} from s
    returning 1`);
  if ((result as unknown as { rows: unknown[] }).rows.length !== 1) throw new Error('AI session gone');
}
