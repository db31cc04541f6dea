import { readFileSync } from 'node:fs';

/** CPU time (user + system) a process has used, in ms (Linux, /proc/<pid>/stat, 100 ticks a second). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  return (ticks * 1000) / 100;
}

/** Resident set size of a process right now, in MB (Linux, /proc/<pid>/status). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith('VmRSS:'));
  const kilobytes = Number(/(\d+)/.exec(line ?? '')?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}
