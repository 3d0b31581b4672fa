import { readFileSync } from 'node:fs';

// CPU time of one call, in milliseconds, counting both sides of a database round trip: this process
// (process.cpuUsage: user + system, every thread) and the PostgreSQL backends serving it
// (/proc/<pid>/schedstat: nanoseconds on a CPU, so a short statement is not rounded to a clock tick).
// On a machine shared with other work, wall time grows with the queue for a core; CPU time does not,
// so it tells what the call costs and what it would take on an idle machine.

/** Nanoseconds the process has spent on a CPU; 0 when /proc cannot tell (not Linux, another user). */
function onCpuNs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return 0;
  }
}

export interface CpuClock {
  /** CPU milliseconds since the clock was created or last read (this process + the backends). */
  lap(): number;
  /** Whether the backends' time is counted (false when /proc is not readable). */
  readonly seesBackends: boolean;
}

export function cpuClock(backendPids: number[]): CpuClock {
  const backends = () => backendPids.reduce((sum, pid) => sum + onCpuNs(pid), 0);
  let own = process.cpuUsage();
  let theirs = backends();
  return {
    lap() {
      const usage = process.cpuUsage(own);
      const now = backends();
      const ms = (usage.user + usage.system) / 1000 + (now - theirs) / 1e6;
      own = process.cpuUsage();
      theirs = now;
      return ms;
    },
    seesBackends: backendPids.length > 0 && backends() > 0,
  };
}
