// A composed text streamed the way a model streams: a few characters at a time, one piece every
// `delayMs`, ending when the signal aborts. The built-in engines of chat, tarot and dice use it.

/** Characters per piece: about one Chinese word. */
const PIECE = 3;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

export async function* streamPieces(
  text: string,
  delayMs: number,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i += PIECE) {
    if (signal.aborted) return;
    yield chars.slice(i, i + PIECE).join('');
    await pause(delayMs, signal);
  }
}
