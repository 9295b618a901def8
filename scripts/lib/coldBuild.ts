/**
 * A cold production build, timed, with the peak memory of its whole process tree.
 *
 * Cold means without the caches a previous build leaves: what `npm run clear`
 * (docusaurus clear) removes, that is `.docusaurus/`, `build/` and the bundler's
 * persistent cache in `node_modules/.cache/` (Rspack's, with Docusaurus Faster).
 * The generated API pages are not a cache: `prebuild` writes them again anyway.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { mib, watchPeakMemory, type PeakMemory } from './procTree';

export type ColdBuild = {
  command: string;
  /** Folders that were removed (or already absent) before the build. */
  cleared: string[];
  seconds: number;
  /** Peak of the whole process tree's summed RSS, and of its summed PSS (see procTree.ts). */
  peakRssMiB: number;
  peakPssMiB: number | null;
  memory: PeakMemory;
};

export const cacheFolders = ['.docusaurus', 'build', path.join('node_modules', '.cache')];

export function clearBuildCaches(root: string): string[] {
  const result = spawnSync('npm', ['run', 'clear'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run clear failed');
  // What clear removes today; removed here too so the build is cold whatever its version does.
  for (const folder of cacheFolders) {
    fs.rmSync(path.join(root, folder), { recursive: true, force: true });
  }
  return cacheFolders;
}

/** Runs `npm run build` (with its prebuild step) in `root` after clearing the caches. */
export async function coldBuild(root: string): Promise<ColdBuild> {
  const cleared = clearBuildCaches(root);
  const start = process.hrtime.bigint();
  const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (child.pid === undefined) throw new Error('npm run build did not start');
  const watch = watchPeakMemory(child.pid);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  const memory = watch.stop();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (code !== 0) throw new Error(`npm run build exited with ${code}`);
  return {
    command: 'npm run build',
    cleared,
    seconds: Math.round(seconds * 10) / 10,
    peakRssMiB: mib(memory.peakRssBytes),
    peakPssMiB: memory.peakPssBytes === undefined ? null : mib(memory.peakPssBytes),
    memory,
  };
}
