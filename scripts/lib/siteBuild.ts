// Builds into a staging folder, moved into place only on success: a failed build (a broken link,
// a throwing postBuild, Ctrl+C) must not leave a complete-looking partial build/.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { swapDir } from './swapDir';

export const stagingRoot = '.build-staging';

export type BuildRun = (args: string[], siteDir: string) => Promise<number>;

const runDocusaurus: BuildRun = async (args, siteDir) => {
  const bin = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
  const child = spawn(process.execPath, [bin, 'build', ...args], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const signal of signals) process.on(signal, forward);
  try {
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    return code ?? 128 + (signal ? os.constants.signals[signal] : 0);
  } finally {
    for (const signal of signals) process.off(signal, forward);
  }
};

export function takeOutDir(args: string[]): { outDir: string; rest: string[] } {
  let outDir = 'build';
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--out-dir') outDir = args[++i] ?? outDir;
    else if (arg.startsWith('--out-dir=')) outDir = arg.slice('--out-dir='.length);
    else rest.push(arg);
  }
  return { outDir, rest };
}

export async function buildSite(options: {
  siteDir: string;
  args: string[];
  run?: BuildRun;
}): Promise<{ code: number; outDir: string }> {
  const { siteDir, run = runDocusaurus } = options;
  const { outDir, rest } = takeOutDir(options.args);
  const target = path.resolve(siteDir, outDir);
  // Next to the site, so the final rename stays on one file system.
  const staging = path.join(siteDir, stagingRoot, `build-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    const code = await run([...rest, '--out-dir', staging], siteDir);
    if (code === 0) swapDir(staging, target);
    return { code, outDir: target };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(`${staging}.replaced`, { recursive: true, force: true });
    // The staging root stays only while another build uses it.
    try {
      fs.rmdirSync(path.join(siteDir, stagingRoot));
    } catch {
      // not empty or already gone
    }
  }
}
