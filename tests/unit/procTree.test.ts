import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addSample,
  descendants,
  kibField,
  parseStat,
  sampleTree,
  watchPeakMemory,
  type PeakMemory,
} from '../../scripts/lib/procTree';

const MiB = 1024 * 1024;

test('a stat line is read from the last parenthesis, whatever the command name holds', () => {
  assert.deepEqual(parseStat('4242 (node) S 4200 4242 4200 0 -1 4194560 1234 0 0 0'), {
    pid: 4242,
    ppid: 4200,
    command: 'node',
  });
  assert.deepEqual(parseStat('77 (a (b) c) R 1 77 77 0 -1'), {
    pid: 77,
    ppid: 1,
    command: 'a (b) c',
  });
  assert.equal(parseStat(''), undefined);
  assert.equal(parseStat('not a stat line'), undefined);
});

test('kB fields are read by their exact name, in bytes', () => {
  const smaps = ['Rss:              204800 kB', 'Pss:              102400 kB', 'Pss_Anon:  99 kB'];
  assert.equal(kibField(smaps.join('\n'), 'Pss'), 100 * MiB);
  assert.equal(kibField(smaps.join('\n'), 'Rss'), 200 * MiB);
  assert.equal(kibField('Name:\tnode\nVmRSS:\t    2048 kB\nVmHWM:\t 4096 kB\n', 'VmRSS'), 2 * MiB);
  assert.equal(kibField('Name:\tzombie\nState:\tZ (zombie)\n', 'VmRSS'), undefined);
});

test('the tree of a process holds its children and their children, and nothing else', () => {
  const parents = new Map([
    [1, 0],
    [10, 1],
    [11, 10],
    [12, 11],
    [13, 10],
    [20, 1],
    [21, 20],
  ]);
  assert.deepEqual(descendants(10, parents).sort(), [10, 11, 12, 13]);
  assert.deepEqual(descendants(21, parents), [21]);
  assert.deepEqual(descendants(99, parents), [99]);
});

/** A /proc of our own making: pid to [parent, command, RSS kB or none, PSS kB or none]. */
function fakeProc(processes: Record<number, [number, string, number?, number?]>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proc-'));
  fs.writeFileSync(path.join(dir, 'uptime'), '1.0 1.0');
  for (const [pid, [ppid, command, rss, pss]] of Object.entries(processes)) {
    fs.mkdirSync(path.join(dir, pid));
    fs.writeFileSync(path.join(dir, pid, 'stat'), `${pid} (${command}) S ${ppid} 0 0 0 -1`);
    if (rss !== undefined) {
      fs.writeFileSync(path.join(dir, pid, 'status'), `Name:\t${command}\nVmRSS:\t${rss} kB\n`);
    }
    if (pss !== undefined) {
      fs.writeFileSync(path.join(dir, pid, 'smaps_rollup'), `Rss: ${rss} kB\nPss: ${pss} kB\n`);
    }
  }
  return dir;
}

test('a sample sums RSS and PSS over the tree, skipping processes that have exited', () => {
  const proc = fakeProc({
    1: [0, 'init', 1000, 500],
    10: [1, 'npm run build', 50_000, 30_000],
    11: [10, 'sh', 2000, 500],
    12: [11, 'node', 800_000, 700_000],
    13: [12, 'node (worker)', 300_000, 250_000],
    // A zombie child: no VmRSS.
    14: [12, 'esbuild'],
    20: [1, 'unrelated', 900_000, 900_000],
  });
  try {
    const sample = sampleTree(10, proc);
    assert.deepEqual(sample.processes.map((p) => p.pid).sort(), [10, 11, 12, 13]);
    assert.equal(sample.rssBytes, (50_000 + 2000 + 800_000 + 300_000) * 1024);
    assert.equal(sample.pssBytes, (30_000 + 500 + 700_000 + 250_000) * 1024);
    const rssOnly = sampleTree(10, proc, false);
    assert.equal(rssOnly.rssBytes, sample.rssBytes);
    assert.equal(rssOnly.pssBytes, undefined);
    assert.equal(rssOnly.pssUnreadable, undefined);
    assert.deepEqual(sampleTree(999, proc), { processes: [], rssBytes: 0 });
  } finally {
    fs.rmSync(proc, { recursive: true });
  }
});

test('without a readable smaps_rollup the PSS of the tree is unknown, not too low', () => {
  const proc = fakeProc({ 10: [1, 'npm', 50_000, 30_000], 11: [10, 'node', 800_000] });
  try {
    const sample = sampleTree(10, proc);
    assert.equal(sample.rssBytes, 850_000 * 1024);
    assert.equal(sample.pssBytes, undefined);
    assert.equal(sample.pssUnreadable, true);
  } finally {
    fs.rmSync(proc, { recursive: true });
  }
});

test('peaks are the largest sample, and the largest process is kept', () => {
  const empty: PeakMemory = {
    intervalMs: 100,
    pssIntervalMs: 1000,
    samples: 0,
    peakRssBytes: 0,
    maxProcesses: 0,
  };
  const process = (command: string, rss: number, pss: number) => ({
    pid: 1,
    command,
    rssBytes: rss * MiB,
    pssBytes: pss * MiB,
  });
  let peak = addSample(empty, {
    processes: [process('npm', 50, 30), process('node', 500, 450)],
    rssBytes: 550 * MiB,
    pssBytes: 480 * MiB,
  });
  peak = addSample(peak, {
    processes: [process('npm', 50, 30), process('node', 400, 350), process('node', 300, 280)],
    rssBytes: 750 * MiB,
    pssBytes: 660 * MiB,
  });
  // RSS only (PSS is read less often): the PSS peak stays.
  peak = addSample(peak, { processes: [process('npm', 50, 30)], rssBytes: 50 * MiB });
  assert.deepEqual(peak, {
    intervalMs: 100,
    pssIntervalMs: 1000,
    samples: 3,
    peakRssBytes: 750 * MiB,
    peakPssBytes: 660 * MiB,
    maxProcesses: 3,
    largestProcess: { command: 'node', rssBytes: 500 * MiB },
  });
  const unknown = addSample(peak, {
    processes: [process('npm', 50, 30)],
    rssBytes: 50 * MiB,
    pssUnreadable: true,
  });
  assert.equal(unknown.peakPssBytes, undefined);
  assert.equal(unknown.pssUnreadable, true);
  const later = addSample(unknown, { processes: [], rssBytes: 0, pssBytes: 900 * MiB });
  assert.equal(later.peakPssBytes, undefined);
});

test("the sampler counts the memory of the watched process's children, from the real /proc", async (t) => {
  if (!fs.existsSync('/proc/self/status')) {
    t.skip('no /proc on this system');
    return;
  }
  // A parent that starts a child holding 200 MiB of touched memory, then waits for it.
  const child = `const b = Buffer.alloc(200 * 1024 * 1024, 1); console.log('ready'); setTimeout(() => b.length, 60000);`;
  const parent = `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: ['ignore', 'inherit', 'inherit'] }); process.on('SIGTERM', () => { c.kill(); process.exit(0); });`;
  const tree = spawn(process.execPath, ['-e', parent], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const watch = watchPeakMemory(tree.pid!, 50, 50);
    await new Promise<void>((resolve) => tree.stdout.once('data', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const peak = watch.stop();
    assert.ok(peak.samples >= 2, `${peak.samples} samples`);
    assert.equal(peak.maxProcesses, 2);
    assert.ok(peak.peakRssBytes > 200 * MiB, `peak RSS ${peak.peakRssBytes / MiB} MiB`);
    assert.ok(peak.largestProcess!.rssBytes > 200 * MiB);
    if (peak.peakPssBytes !== undefined) {
      assert.ok(peak.peakPssBytes > 200 * MiB, `peak PSS ${peak.peakPssBytes / MiB} MiB`);
      assert.ok(peak.peakPssBytes <= peak.peakRssBytes);
    }
  } finally {
    tree.kill('SIGTERM');
  }
});
