/**
 * Peak memory of a process and everything it starts, sampled from /proc (Linux).
 *
 * A build is a tree of processes (npm, a shell, Node running Docusaurus, its
 * workers), each with threads; the peak RSS of the top process alone misses
 * the children, and `/usr/bin/time`'s maximum is that of the largest single
 * process. So the whole tree is read at a short interval and summed:
 * - RSS counts every page a process maps, so pages that several processes
 *   share (the Node binary, shared libraries) are counted once per process;
 * - PSS divides each shared page between the processes that share it, so the
 *   tree's PSS is the memory the tree really holds. Both are reported.
 * Threads share their process's memory: /proc lists processes, not threads.
 *
 * Reading RSS costs microseconds; reading PSS makes the kernel walk the page
 * tables (about 15 ms for a 1 GB process), so PSS is read less often, to keep
 * the sampler from slowing down the build it measures.
 */
import fs from 'node:fs';
import path from 'node:path';

export type ProcStat = { pid: number; ppid: number; command: string };

/**
 * Parses /proc/<pid>/stat. The command name sits in parentheses and may
 * itself hold spaces and parentheses, so the fields after it are found from
 * the last closing parenthesis.
 */
export function parseStat(text: string): ProcStat | undefined {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const pid = Number(text.slice(0, open).trim());
  // After the name: state, then the parent's pid.
  const ppid = Number(
    text
      .slice(close + 1)
      .trim()
      .split(/\s+/)[1],
  );
  if (!Number.isInteger(pid) || !Number.isInteger(ppid)) return undefined;
  return { pid, ppid, command: text.slice(open + 1, close) };
}

/** A `Name:   1234 kB` line of /proc/<pid>/status or smaps_rollup, in bytes. */
export function kibField(text: string, name: string): number | undefined {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(text);
  return match ? Number(match[1]) * 1024 : undefined;
}

/** `root` and every process below it, given each process's parent. */
export function descendants(root: number, parentOf: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parentOf) {
    const list = children.get(ppid) ?? [];
    list.push(pid);
    children.set(ppid, list);
  }
  const tree = new Set<number>();
  const queue = [root];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    if (tree.has(pid)) continue;
    tree.add(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return [...tree];
}

export type TreeSample = {
  processes: { pid: number; command: string; rssBytes: number; pssBytes?: number }[];
  rssBytes: number;
  /** Absent when PSS was not asked for, or could not be read (see pssUnreadable). */
  pssBytes?: number;
  /** A process's smaps_rollup could not be read (older kernel, another user's process). */
  pssUnreadable?: true;
};

/** Reads a file of /proc, or undefined when the process has exited meanwhile. */
function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** One reading of the tree below `root`, with PSS when `withPss`. */
export function sampleTree(root: number, procDir = '/proc', withPss = true): TreeSample {
  const parentOf = new Map<number, number>();
  const commands = new Map<number, string>();
  for (const entry of fs.readdirSync(procDir)) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = parseStat(readProc(path.join(procDir, entry, 'stat')) ?? '');
    if (!stat) continue;
    parentOf.set(stat.pid, stat.ppid);
    commands.set(stat.pid, stat.command);
  }
  const processes: TreeSample['processes'] = [];
  let rssTotal = 0;
  let pssTotal: number | undefined = 0;
  if (!parentOf.has(root)) return { processes, rssBytes: 0 };
  for (const pid of descendants(root, parentOf)) {
    const dir = path.join(procDir, String(pid));
    // smaps_rollup first: if status is gone after it, the process exited between the two reads.
    const pssBytes = withPss
      ? kibField(readProc(path.join(dir, 'smaps_rollup')) ?? '', 'Pss')
      : undefined;
    const rssBytes = kibField(readProc(path.join(dir, 'status')) ?? '', 'VmRSS');
    // Exited, or a zombie: holds no memory.
    if (rssBytes === undefined) continue;
    processes.push({
      pid,
      command: commands.get(pid) ?? '?',
      rssBytes,
      ...(pssBytes === undefined ? {} : { pssBytes }),
    });
    rssTotal += rssBytes;
    pssTotal = pssTotal === undefined || pssBytes === undefined ? undefined : pssTotal + pssBytes;
  }
  if (!withPss) return { processes, rssBytes: rssTotal };
  return pssTotal === undefined
    ? { processes, rssBytes: rssTotal, pssUnreadable: true }
    : { processes, rssBytes: rssTotal, pssBytes: pssTotal };
}

export type PeakMemory = {
  intervalMs: number;
  pssIntervalMs: number;
  samples: number;
  /** Largest sum of RSS over the tree in one sample. */
  peakRssBytes: number;
  /** Largest sum of PSS over the tree in one sample; absent when PSS was not readable. */
  peakPssBytes?: number;
  pssUnreadable?: true;
  /** The single largest process seen, by RSS. */
  largestProcess?: { command: string; rssBytes: number };
  /** Most processes alive in the tree at once. */
  maxProcesses: number;
};

/** Folds one sample into the running peaks. */
export function addSample(peak: PeakMemory, sample: TreeSample): PeakMemory {
  const largest = sample.processes.reduce<PeakMemory['largestProcess']>(
    (best, p) =>
      !best || p.rssBytes > best.rssBytes ? { command: p.command, rssBytes: p.rssBytes } : best,
    peak.largestProcess,
  );
  const next: PeakMemory = {
    intervalMs: peak.intervalMs,
    pssIntervalMs: peak.pssIntervalMs,
    samples: peak.samples + 1,
    peakRssBytes: Math.max(peak.peakRssBytes, sample.rssBytes),
    maxProcesses: Math.max(peak.maxProcesses, sample.processes.length),
  };
  if (largest) next.largestProcess = largest;
  // One unreadable PSS makes the PSS peak unknown rather than too low.
  if (peak.pssUnreadable || sample.pssUnreadable) {
    next.pssUnreadable = true;
  } else if (sample.pssBytes !== undefined || peak.peakPssBytes !== undefined) {
    next.peakPssBytes = Math.max(peak.peakPssBytes ?? 0, sample.pssBytes ?? 0);
  }
  return next;
}

/**
 * Samples the tree below `pid` every `intervalMs`, with PSS every
 * `pssIntervalMs`, until stop() is called. The first sample, with PSS, is taken at once.
 */
export function watchPeakMemory(
  pid: number,
  intervalMs = 100,
  pssIntervalMs = 1000,
  procDir = '/proc',
): { stop: () => PeakMemory } {
  let peak: PeakMemory = {
    intervalMs,
    pssIntervalMs,
    samples: 0,
    peakRssBytes: 0,
    maxProcesses: 0,
  };
  let lastPss = -Infinity;
  const take = (): void => {
    const withPss = Date.now() - lastPss >= pssIntervalMs;
    if (withPss) lastPss = Date.now();
    peak = addSample(peak, sampleTree(pid, procDir, withPss));
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

export const mib = (bytes: number): number => Math.round(bytes / 1024 / 1024);
