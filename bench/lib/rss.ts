import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident memory of the server process, read from /proc (Linux). `npm start`'s script spawns the
 * server (apps/server/dist/main.js, or src/main.ts in development) as a child: the figure is that process's VmRSS, the memory the
 * issue bounds (300 MB). null where /proc is not there.
 */
export function serverProcessId(rootPid: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return null;
  }
  const parents = new Map<number, number>();
  const commands = new Map<number, string>();
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      commands.set(Number(pid), readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      // ended meanwhile
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 20; p = parents.get(p) ?? 0, hops++)
      if (p === rootPid) return true;
    return false;
  };
  for (const [pid, cmd] of commands) if (/main\.[jt]s\0/.test(cmd) && inTree(pid)) return pid;
  return null;
}

/** VmRSS in MiB, or null. */
export function rssMiB(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Samples RSS every 200 ms until stopped; the highest sample. */
export function rssSampler(pid: number | null) {
  let max = rssMiB(pid) ?? 0;
  const timer = setInterval(() => {
    max = Math.max(max, rssMiB(pid) ?? 0);
  }, 200);
  return {
    stop(): number | null {
      clearInterval(timer);
      max = Math.max(max, rssMiB(pid) ?? 0);
      return pid === null ? null : max;
    },
  };
}
