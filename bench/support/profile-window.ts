import { writeFileSync } from 'node:fs';
import type { Session } from 'node:inspector/promises';

// A V8 CPU profile of one measured window of a bench's server process (no start-up, no seeding):
// the bench's stdin loop answers `profile start` and `profile <file>` (stop and write) with `{}`.

let session: Session | null = null;

export async function profileCommand(argument: string): Promise<void> {
  if (argument === 'start') {
    const { Session } = await import('node:inspector/promises');
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  } else if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(argument, JSON.stringify(profile));
    session.disconnect();
    session = null;
  }
  console.log('{}');
}
