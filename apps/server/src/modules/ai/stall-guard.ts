// Gives up on a stream that sends nothing for `ms`: calls onStall (which aborts the upstream call)
// and throws StallError. Each piece restarts the clock, so a slow but living answer is not cut.

export class StallError extends Error {
  override name = 'StallError';
}

export async function* withStallTimeout<T>(
  source: AsyncIterable<T>,
  ms: number,
  onStall: () => void,
): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (;;) {
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<'stalled'>((resolve) => {
        timer = setTimeout(() => resolve('stalled'), ms);
      });
      const pending = iterator.next();
      // After a stall the upstream is aborted and this rejects; nobody waits for it any more.
      pending.catch(() => undefined);
      const next = await Promise.race([pending, stalled]).finally(() => clearTimeout(timer));
      if (next === 'stalled') {
        onStall();
        throw new StallError('stalled');
      }
      if (next.done) {
        finished = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!finished) void iterator.return?.()?.catch(() => undefined);
  }
}
