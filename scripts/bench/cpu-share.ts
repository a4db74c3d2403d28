import fs from 'node:fs';
import os from 'node:os';

/**
 * Where the machine's CPU went during a load run, in cores: the load generator (autocannon runs in
 * this process) and everything else (on a quiet machine, the server under test). On 2 cores a
 * scenario whose generator uses a whole core while the rest is well under one is limited by the
 * generator, not by the server.
 */
export type CpuShare = { loadGenerator: number; rest: number };

function machineBusyMs(): number | undefined {
  try {
    // /proc/stat's first line: cpu user nice system idle iowait irq softirq steal …, in clock ticks (USER_HZ, 100 on Linux).
    const [user, nice, system, , , irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq + steal) * 10;
  } catch {
    return undefined;
  }
}

export function startCpuShare(): () => CpuShare | undefined {
  const started = performance.now();
  const own = process.cpuUsage();
  const machine = machineBusyMs();
  return () => {
    const machineNow = machineBusyMs();
    if (machine === undefined || machineNow === undefined) return undefined;
    const elapsedMs = performance.now() - started;
    const { user, system } = process.cpuUsage(own);
    const loadGenerator = (user + system) / 1000 / elapsedMs;
    const all = Math.min(os.cpus().length, (machineNow - machine) / elapsedMs);
    const round = (n: number) => Math.round(n * 100) / 100;
    return { loadGenerator: round(loadGenerator), rest: round(Math.max(0, all - loadGenerator)) };
  };
}

/** utime + stime (clock ticks) and process group of one /proc/<pid>/stat line; the name may hold spaces and parentheses. */
export function parseProcStat(line: string): { pgrp: number; ticks: number } | undefined {
  const close = line.lastIndexOf(')');
  if (close < 0) return undefined;
  // After "pid (comm)": state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime …
  const fields = line.slice(close + 2).trim().split(/\s+/);
  const pgrp = Number(fields[2]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(pgrp) && Number.isFinite(ticks) ? { pgrp, ticks } : undefined;
}

/**
 * Every live process of a process group (a server the bench started in its own group, with whatever
 * children it forked) and its CPU ticks so far, from /proc; undefined off Linux.
 */
export function groupProcesses(pgid: number): Array<{ pid: number; ticks: number }> | undefined {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const found: Array<{ pid: number; ticks: number }> = [];
  for (const pid of entries) {
    try {
      const stat = parseProcStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (stat?.pgrp === pgid) found.push({ pid: Number(pid), ticks: stat.ticks });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** CPU time (ms) used so far by every live process of a process group; undefined off Linux. */
export function groupCpuMs(pgid: number): number | undefined {
  const processes = groupProcesses(pgid);
  return processes && processes.reduce((sum, p) => sum + p.ticks, 0) * 10;
}

/** Cores used over a run: CPU time over wall time. */
export const coresUsed = (cpuMs: number, wallMs: number) => (wallMs > 0 ? Math.round((cpuMs / wallMs) * 100) / 100 : 0);

/** Starts counting a server's CPU (its process group); the returned function gives the cores it used since. */
export function startGroupCpu(pgid: number): () => number | undefined {
  const started = performance.now();
  const before = groupCpuMs(pgid);
  return () => {
    const after = groupCpuMs(pgid);
    if (before === undefined || after === undefined) return undefined;
    return coresUsed(after - before, performance.now() - started);
  };
}
