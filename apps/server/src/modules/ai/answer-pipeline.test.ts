import { getEventListeners } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_FREE_DAILY_QUESTIONS, AI_OUTPUT_BLOCKED_MESSAGE } from '@xingtu/contracts/ai';
import { users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { AnswerEngine } from './answer-engine.ts';
import { prepareAnswer, type PreparedAnswer } from './answer-prepare.ts';
import { streamAnswer, type AnswerEvent, type AnswerStatus } from './answer-stream.ts';
import { quotaOf } from './quota.ts';

// The answer pipeline every AI area goes through, with an engine the test drives piece by piece: the
// credit is kept only for an answer that came and passed moderation, and given back otherwise; the
// area's save runs only then, and nothing stays listening on the member's connection.

const clock = () => new Date('2026-11-27T04:00:00Z');

type Step = { piece: string } | { wait: 'abort' } | { fail: string };

/** An engine that plays a script: pieces, then waits until aborted (a stall or a stop) or fails. */
function scripted(steps: Step[]) {
  const calls = { started: 0, aborted: 0 };
  const engine: AnswerEngine<string> = {
    engine: 'model',
    async *stream(_grounding, signal) {
      calls.started += 1;
      signal.addEventListener('abort', () => (calls.aborted += 1), { once: true });
      for (const step of steps) {
        if ('piece' in step) yield step.piece;
        else if ('fail' in step) throw new Error(step.fail);
        else await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        if (signal.aborted) return;
      }
    },
  };
  return { engine, calls };
}

interface Run {
  events: ({ type: 'open' } | AnswerEvent)[];
  saved: { answer: string; status: AnswerStatus }[];
}

describe('the AI areas’ answer pipeline', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ now: clock });
  });
  afterAll(() => t.close());

  const newMember = async () => {
    n += 1;
    const [row] = await t.deps.database.db
      .insert(users)
      .values({ userName: `流水线${n}`, mobile: `1770000${String(n).padStart(4, '0')}` })
      .returning({ id: users.id });
    return row!.id;
  };
  const freeLeft = async (userId: number) => (await quotaOf(t.deps, userId)).freeLeft;

  /** Prepares and streams one answer; `onEvent` may stop it (abort the member's connection). */
  async function run(
    prepared: PreparedAnswer<string>,
    options: {
      openWithFirstWord?: boolean;
      stallTimeoutMs?: number;
      onEvent?: (event: Run['events'][number], gone: AbortController) => void;
    },
  ): Promise<Run> {
    const gone = new AbortController();
    const result: Run = { events: [], saved: [] };
    await streamAnswer(t.deps, prepared, {
      opening: { type: 'open' as const },
      openWithFirstWord: options.openWithFirstWord ?? false,
      stallTimeoutMs: options.stallTimeoutMs ?? 5_000,
      clientGone: gone.signal,
      send: (event) => {
        result.events.push(event);
        options.onEvent?.(event, gone);
      },
      save: async (answer, status) => void result.saved.push({ answer, status }),
    });
    // Nothing of the answer stays attached to the member's connection once it ended (no leak per stream).
    expect(getEventListeners(gone.signal, 'abort')).toEqual([]);
    return result;
  }
  const ask = (userId: number, engine: AnswerEngine<string>, question = '今天适合做什么？') =>
    prepareAnswer(t.deps, { userId, texts: [question], engine, ground: () => '接地' });

  it('keeps the credit for a whole answer and saves it once', async () => {
    const userId = await newMember();
    const { engine } = scripted([{ piece: '今天' }, { piece: '宜静心。' }]);
    const answer = await run(await ask(userId, engine), {});
    expect(answer.events.map((e) => e.type)).toEqual(['open', 'token', 'token', 'done']);
    expect(answer.saved).toEqual([{ answer: '今天宜静心。', status: 'done' }]);
    expect(await freeLeft(userId)).toBe(AI_FREE_DAILY_QUESTIONS - 1);
  });

  it('gives the credit back when the engine stalls (010003), saving nothing, and stops the engine', async () => {
    const userId = await newMember();
    const { engine, calls } = scripted([{ piece: '先说一句' }, { wait: 'abort' }]);
    const answer = await run(await ask(userId, engine), { stallTimeoutMs: 150 });
    expect(answer.events.at(-1)).toMatchObject({ type: 'error', resultCode: '010003' });
    expect(answer.saved).toEqual([]);
    expect(calls.aborted).toBe(1);
    expect(await freeLeft(userId)).toBe(AI_FREE_DAILY_QUESTIONS);
  });

  it('gives the credit back when the engine fails (010004), saving nothing', async () => {
    const userId = await newMember();
    const { engine } = scripted([{ piece: '半句' }, { fail: 'upstream closed' }]);
    const answer = await run(await ask(userId, engine), {});
    expect(answer.events.at(-1)).toMatchObject({ type: 'error', resultCode: '010004' });
    expect(answer.saved).toEqual([]);
    expect(await freeLeft(userId)).toBe(AI_FREE_DAILY_QUESTIONS);
  });

  it('gives the credit back when the member stops before the first word, saving nothing', async () => {
    const userId = await newMember();
    const { engine, calls } = scripted([{ wait: 'abort' }, { piece: '太迟了' }]);
    const answer = await run(await ask(userId, engine), {
      onEvent: (event, gone) => event.type === 'open' && setTimeout(() => gone.abort(), 20),
    });
    expect(answer.events.map((e) => e.type)).toEqual(['open']);
    expect(answer.saved).toEqual([]);
    expect(calls.aborted).toBe(1);
    expect(await freeLeft(userId)).toBe(AI_FREE_DAILY_QUESTIONS);
  });

  it('keeps the credit when the member stops after the first word: the words read are saved as stopped', async () => {
    const userId = await newMember();
    const { engine, calls } = scripted([{ piece: '第一句。' }, { wait: 'abort' }, { piece: '不会再来' }]);
    const answer = await run(await ask(userId, engine), {
      onEvent: (event, gone) => event.type === 'token' && gone.abort(),
    });
    expect(answer.events.map((e) => e.type)).toEqual(['open', 'token', 'done']);
    expect(answer.events.at(-1)).toMatchObject({ status: 'stopped', charged: 'free' });
    expect(answer.saved).toEqual([{ answer: '第一句。', status: 'stopped' }]);
    expect(calls.aborted).toBe(1);
    expect(await freeLeft(userId)).toBe(AI_FREE_DAILY_QUESTIONS - 1);
  });

  it('an opening that shows the draw comes with the first word: a stop or stall before it shows nothing', async () => {
    const userId = await newMember();
    const gone = new AbortController();
    const events: string[] = [];
    setTimeout(() => gone.abort(), 30);
    await streamAnswer(t.deps, await ask(userId, scripted([{ wait: 'abort' }]).engine), {
      opening: { type: 'open' as const },
      openWithFirstWord: true,
      stallTimeoutMs: 5_000,
      clientGone: gone.signal,
      send: (event) => events.push(event.type),
      save: async () => undefined,
    });
    expect(events).toEqual([]);
    const stalled = await run(await ask(userId, scripted([{ wait: 'abort' }]).engine), {
      openWithFirstWord: true,
      stallTimeoutMs: 100,
    });
    expect(stalled.events.map((e) => e.type)).toEqual(['error']);
    const read = await run(await ask(userId, scripted([{ piece: '牌面' }]).engine), {
      openWithFirstWord: true,
    });
    expect(read.events.map((e) => e.type)).toEqual(['open', 'token', 'done']);
    expect(await freeLeft(userId)).toBe(AI_FREE_DAILY_QUESTIONS - 1);
  });

  it('moderates the whole output: words split across pieces → 001108, nothing saved, credit back', async () => {
    const userId = await newMember();
    const { engine } = scripted([{ piece: '可以去网上' }, { piece: '赌场试试' }]);
    const answer = await run(await ask(userId, engine), {});
    expect(answer.events.at(-1)).toEqual({
      type: 'error',
      resultCode: '001108',
      desc: AI_OUTPUT_BLOCKED_MESSAGE,
    });
    expect(answer.saved).toEqual([]);
    expect(await freeLeft(userId)).toBe(AI_FREE_DAILY_QUESTIONS);
  });

  it('an empty answer is a failure (010004), and a save that throws gives the credit back too', async () => {
    const userId = await newMember();
    const empty = await run(await ask(userId, scripted([{ piece: '  ' }]).engine), {});
    expect(empty.events.at(-1)).toMatchObject({ type: 'error', resultCode: '010004' });
    const gone = new AbortController();
    const events: string[] = [];
    await streamAnswer(t.deps, await ask(userId, scripted([{ piece: '完整的回答' }]).engine), {
      opening: { type: 'open' as const },
      stallTimeoutMs: 5_000,
      clientGone: gone.signal,
      send: (event) => events.push('resultCode' in event ? event.resultCode : event.type),
      save: () => Promise.reject(new Error('database gone')),
    });
    expect(events).toEqual(['open', 'token', '010004']);
    expect(await freeLeft(userId)).toBe(AI_FREE_DAILY_QUESTIONS);
  });

  it('refuses sensitive words (001108) without touching the credits or asking the engine', async () => {
    const userId = await newMember();
    const { engine, calls } = scripted([{ piece: '不应出现' }]);
    await expect(ask(userId, engine, '网上赌场能赢钱吗')).rejects.toMatchObject({ code: '001108' });
    expect(calls.started).toBe(0);
    expect(await freeLeft(userId)).toBe(AI_FREE_DAILY_QUESTIONS);
  });

  it('a grounding refused (404) gives back the credit taken meanwhile and aborts the engine asked early', async () => {
    const userId = await newMember();
    const { engine, calls } = scripted([{ wait: 'abort' }]);
    const refused = prepareAnswer(t.deps, {
      userId,
      texts: ['我的档案呢？'],
      engine,
      ground: () => Promise.reject(notFound('档案不存在')),
    });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: '000404' });
    expect(calls.started).toBe(0);
    expect(await freeLeft(userId)).toBe(AI_FREE_DAILY_QUESTIONS);
  });

  it('no credit left: 010002, the engine asked early is aborted, and the next question within a minute waits for its credit', async () => {
    const userId = await newMember();
    for (let i = 0; i < AI_FREE_DAILY_QUESTIONS; i++)
      await run(await ask(userId, scripted([{ piece: '答' }]).engine), {});
    expect(await freeLeft(userId)).toBe(0);
    const first = scripted([{ wait: 'abort' }]);
    await expect(ask(userId, first.engine)).rejects.toMatchObject({ code: '010002' });
    await expect.poll(() => first.calls.aborted).toBe(first.calls.started);
    const second = scripted([{ piece: '答' }]);
    await expect(ask(userId, second.engine)).rejects.toMatchObject({ code: '010002' });
    expect(second.calls.started).toBe(0);
  });
});
