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
