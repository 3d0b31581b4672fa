// Starts an answer's stream now and hands it over later: the first piece is asked for at once (the
// provider's request goes out), and the reader that comes afterwards gets that piece first, then the rest.

export interface PrimedStream<T> extends AsyncIterable<T> {
  /** Gives up on a stream nobody will read (the question was refused after it started). */
  discard(): void;
}

export function primed<T>(source: AsyncIterable<T>, abort: () => void): PrimedStream<T> {
  const iterator = source[Symbol.asyncIterator]();
  const first = iterator.next();
  // A stream discarded before it was read rejects (aborted); nobody waits for it.
  first.catch(() => undefined);
  let firstTaken = false;
  return {
    discard: abort,
    [Symbol.asyncIterator]: () => ({
      next: () => {
        if (firstTaken) return iterator.next();
        firstTaken = true;
        return first;
      },
      return: async (value?: unknown) => (await iterator.return?.(value)) ?? { done: true, value: undefined },
    }),
  };
}
