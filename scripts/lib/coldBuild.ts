import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type ColdBuild = {
  command: string;
  cleared: string[];
  seconds: number;
  // GNU time's maximum RSS is that of the largest single process of the tree, not a sum.
  peakRssMiB: number;
};

const gnuTime = '/usr/bin/time';

export function maxRssBytes(report: string): number | undefined {
  const match = /^\s*Maximum resident set size \(kbytes\): (\d+)$/m.exec(report);
  return match ? Number(match[1]) * 1024 : undefined;
}

export async function timed(
  command: string[],
  cwd: string,
): Promise<{ seconds: number; code: number | null; maxRssBytes: number }> {
  if (!fs.existsSync(gnuTime)) {
    throw new Error(`${gnuTime} not found: install GNU time ('sudo apt-get install -y time')`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-time-'));
  const report = path.join(dir, 'time.txt');
  try {
    const start = process.hrtime.bigint();
    const child = spawn(gnuTime, ['-v', '-o', report, ...command], { cwd, stdio: 'inherit' });
    const [code] = (await once(child, 'exit')) as [number | null];
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const peak = maxRssBytes(fs.readFileSync(report, 'utf8'));
    if (peak === undefined) throw new Error(`no maximum resident set size in ${report}`);
    return { seconds, code, maxRssBytes: peak };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function coldBuild(root: string): Promise<ColdBuild> {
  const clear = spawnSync('npm', ['run', 'clear'], { cwd: root, stdio: 'inherit' });
  if (clear.status !== 0) throw new Error('npm run clear failed');
  // What clear removes today; removed here too so the build is cold whatever its version does.
  const cleared = ['.docusaurus', 'build', path.join('node_modules', '.cache')];
  for (const folder of cleared)
    fs.rmSync(path.join(root, folder), { recursive: true, force: true });
  const command = ['npm', 'run', 'build'];
  const { seconds, code, maxRssBytes } = await timed(command, root);
  if (code !== 0) throw new Error(`npm run build exited with ${code}`);
  return {
    command: command.join(' '),
    cleared,
    seconds: Math.round(seconds * 10) / 10,
    peakRssMiB: Math.round(maxRssBytes / 1024 / 1024),
  };
}
