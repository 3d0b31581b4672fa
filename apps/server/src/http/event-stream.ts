import type { FastifyReply, FastifyRequest } from 'fastify';

// An answer streamed as server-sent events (an AI answer, a tarot reading, a dice roll): the route
// refuses with the envelope first, then hands the stream over. The reply is taken from Fastify, each
// event is one `event:`/`data:` frame, `gone` aborts when the member closes the page or stops, and
// the stream ends when `write` is done.

export interface EventSink<E extends { type: string }> {
  send: (event: E) => void;
  gone: AbortSignal;
}

export async function streamEvents<E extends { type: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  write: (sink: EventSink<E>) => Promise<void>,
): Promise<FastifyReply> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const gone = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  const send = (event: E) => {
    if (!res.writableEnded && !res.destroyed)
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  await write({ send, gone: gone.signal });
  if (!res.writableEnded) res.end();
  return reply;
}
