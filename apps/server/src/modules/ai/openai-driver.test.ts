import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Grounding } from './grounding.ts';
import { createOpenAiDriver } from './openai-driver.ts';
import { StallError, withStallTimeout } from './stall-guard.ts';
import { startFakeProvider, type FakeProvider } from './test/fake-provider.ts';

// The production driver against a local server speaking the streaming protocol: chunks then [DONE],
// an error part-way, a stall, an HTTP error, and a caller that aborts.

const grounding = {} as Grounding;
const ask = (signal: AbortSignal, mode: 'chart' | 'kimi' = 'chart') => ({
  messages: [
    { role: 'system' as const, content: '系统提示' },
    { role: 'user' as const, content: '我的太阳星座说明了什么？' },
  ],
  question: '我的太阳星座说明了什么？',
  grounding,
  mode,
  signal,
});

async function collect(source: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of source) out.push(piece);
  return out;
}

describe('the OpenAI-compatible driver', () => {
  let provider: FakeProvider;
  let driver: ReturnType<typeof createOpenAiDriver>;

  beforeAll(async () => {
    provider = await startFakeProvider({ kind: 'ok', pieces: [] });
    driver = createOpenAiDriver({
      baseUrl: provider.baseUrl,
      apiKey: 'test-key',
      model: 'chat-8k',
      kimiModel: 'kimi-128k',
    });
  });
  afterAll(() => provider.close());

  it('streams the chunks in order and ends at [DONE], sending the model and the messages', async () => {
    provider.script = { kind: 'ok', pieces: ['你的', '太阳', '在双子座。'] };
    expect(await collect(driver.stream(ask(new AbortController().signal)))).toEqual([
      '你的',
      '太阳',
      '在双子座。',
    ]);
    const sent = provider.requests.at(-1)!;
    expect(sent).toMatchObject({ model: 'chat-8k', stream: true });
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user']);
    await collect(driver.stream(ask(new AbortController().signal, 'kimi')));
    expect(provider.requests.at(-1)!.model).toBe('kimi-128k');
  });

  it('throws on an error event part-way, after the pieces before it', async () => {
    provider.script = { kind: 'error-mid-stream', pieces: ['前半句'] };
    const got: string[] = [];
    await expect(
      (async () => {
        for await (const piece of driver.stream(ask(new AbortController().signal))) got.push(piece);
      })(),
    ).rejects.toThrow(/overloaded/);
    expect(got).toEqual(['前半句']);
  });

  it('throws on an HTTP error without retrying (a retry could answer twice)', async () => {
    provider.script = { kind: 'http-error', status: 503 };
    const before = provider.requests.length;
    await expect(collect(driver.stream(ask(new AbortController().signal)))).rejects.toThrow();
    expect(provider.requests.length - before).toBe(1);
  });

  it('gives up on a stall: the guard aborts the request and the provider sees the connection close', async () => {
    provider.script = { kind: 'stall-after', pieces: ['开头'] };
    const abortedBefore = provider.aborted;
    const upstream = new AbortController();
    const got: string[] = [];
    const started = Date.now();
    await expect(
      (async () => {
        for await (const piece of withStallTimeout(driver.stream(ask(upstream.signal)), 150, () =>
          upstream.abort(),
        ))
          got.push(piece);
      })(),
    ).rejects.toBeInstanceOf(StallError);
    expect(got).toEqual(['开头']);
    expect(Date.now() - started).toBeLessThan(2000);
    await expect.poll(() => provider.aborted).toBe(abortedBefore + 1);
  });

  it('stops when the caller aborts part-way (the member left)', async () => {
    provider.script = { kind: 'ok', pieces: Array.from({ length: 50 }, (_, i) => `${i} `), gapMs: 20 };
    const abortedBefore = provider.aborted;
    const controller = new AbortController();
    const got: string[] = [];
    // The SDK ends the iteration quietly on the caller's own abort (no error to handle).
    for await (const piece of driver.stream(ask(controller.signal))) {
      got.push(piece);
      if (got.length === 3) controller.abort();
    }
    expect(got.length).toBeLessThan(10);
    await expect.poll(() => provider.aborted).toBe(abortedBefore + 1);
  });
});
