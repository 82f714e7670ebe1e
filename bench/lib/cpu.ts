import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (user + system, milliseconds) of processes, read from /proc (Linux): the server's
 * process tree and the PostgreSQL backends serving one database. Unlike latency, CPU time per
 * request barely changes when other work shares the machine, so runs on a busy and a quiet
 * machine can be compared by it. Empty figures where /proc is not there.
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux

interface ProcessInfo {
  pid: number;
  ppid: number;
  cpuMs: number;
  cmdline: string;
}

function processes(): ProcessInfo[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return [];
  }
  const out: ProcessInfo[] = [];
  for (const pid of entries) {
    try {
      // Fields after the command name (which may hold spaces) start at "state".
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.push({
        pid: Number(pid),
        ppid: Number(fields[1]),
        cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
        cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

export interface CpuSnapshot {
  server: number;
  postgres: number;
}

/** CPU so far of the process `rootPid` with its descendants, and of `database`'s backends. */
export function cpuSnapshot(rootPid: number, database: string): CpuSnapshot {
  const all = processes();
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all) {
      if (!tree.has(p.pid) && tree.has(p.ppid)) {
        tree.add(p.pid);
        grew = true;
      }
    }
  }
  // Backends are titled "postgres: [<cluster>: ]<user> <database> <client> <state>".
  const backend = new RegExp(`^postgres: (?:\\S+: )?\\S+ ${database.replace(/[^a-z0-9_]/gi, '')} `);
  let server = 0;
  let postgres = 0;
  for (const p of all) {
    if (tree.has(p.pid)) server += p.cpuMs;
    else if (backend.test(p.cmdline)) postgres += p.cpuMs;
  }
  return { server, postgres };
}

/** Milliseconds of CPU per request between two snapshots; null when /proc gave nothing. */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number) {
  if (requests === 0 || (after.server === 0 && after.postgres === 0)) return null;
  const round = (n: number) => Math.round((n / requests) * 100) / 100;
  return { server: round(after.server - before.server), postgres: round(after.postgres - before.postgres) };
}
