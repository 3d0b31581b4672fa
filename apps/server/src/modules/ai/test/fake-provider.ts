import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local OpenAI-compatible chat server for tests and the benchmark: it streams chat.completion.chunk
// events over SSE and ends with [DONE], or misbehaves on request (an error mid-stream, a stall).

export type Script =
  | { kind: 'ok'; pieces: string[]; gapMs?: number }
  | { kind: 'error-mid-stream'; pieces: string[] }
  | { kind: 'stall-after'; pieces: string[] }
  | { kind: 'http-error'; status: number };

export interface FakeProvider {
  baseUrl: string;
  /** What the next requests do (the last entry repeats). */
  script: Script;
  /** Bodies received, newest last. */
  requests: { model: string; messages: { role: string; content: string }[]; stream: boolean }[];
  /** Connections the client closed before the stream ended. */
  aborted: number;
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeProvider(script: Script): Promise<FakeProvider> {
  const provider: FakeProvider = {
    baseUrl: '',
    script,
    requests: [],
    aborted: 0,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer((req, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', async () => {
      provider.requests.push(JSON.parse(raw));
      const s = provider.script;
      let ended = false;
      res.on('close', () => {
        if (!ended) provider.aborted += 1;
      });
      if (s.kind === 'http-error') {
        ended = true;
        res.writeHead(s.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'upstream unavailable', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (const piece of s.pieces) {
        if (res.destroyed) return;
        res.write(chunk(piece));
        if (s.kind === 'ok' && s.gapMs) await sleep(s.gapMs);
      }
      if (s.kind === 'stall-after') return; // never another byte; the client must give up
      if (s.kind === 'error-mid-stream') {
        res.write(
          `data: ${JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } })}\n\n`,
        );
        ended = true;
        res.end();
        return;
      }
      res.write('data: [DONE]\n\n');
      ended = true;
      res.end();
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return provider;
}
