// npm run bench:dev [-- --port 3330] [--page /quickstart] [--runs 3]; see the README.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fail, option } from './lib/cli';
import { launchChromium } from './lib/browser';

const root = path.join(__dirname, '..');
const port = Number(option('port', '3330'));
const page = option('page', '/quickstart');
const runs = Number(option('runs', '3'));
const docFile = path.join(root, 'docs', `${page.slice(1)}.md`);
const url = `http://localhost:${port}${page}`;

const seconds = (ms: number) => (ms / 1000).toFixed(1);

const answers = () =>
  fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    (response) => response.status === 200,
    () => false,
  );

// CPU seconds of session `sid` (npm start runs detached) and its reaped children: on a shared
// machine wall time depends on the load, this much less.
function sessionCpuSeconds(sid: number): number {
  let ticks = 0;
  for (const name of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces: the fields are counted from its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // From state (index 0): session 3, utime 11, stime 12, cutime 13, cstime 14.
      if (Number(fields[3]) === sid)
        ticks += [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100; // USER_HZ on Linux
}

const load = () => os.loadavg()[0]?.toFixed(1) ?? '?';

async function main(): Promise<void> {
  const original = fs.readFileSync(docFile, 'utf8');
  const started = Date.now();
  const server = spawn('npm', ['start', '--', '--port', String(port), '--no-open'], {
    cwd: root,
    env: { ...process.env, BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  for (const stream of [server.stdout, server.stderr]) {
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  }
  const stop = (): void => {
    fs.writeFileSync(docFile, original);
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM'); // the whole process group
    } catch {
      // already gone
    }
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });

  try {
    while (!(await answers())) {
      if (server.exitCode !== null) throw new Error(`npm start exited:\n${log}`);
      if (Date.now() - started > 600_000)
        throw new Error('The dev server did not answer in 10 min');
      await sleep(250);
    }
    const startMs = Date.now() - started;
    const startCpu = server.pid ? sessionCpuSeconds(server.pid) : NaN;
    console.log(
      `start: ${seconds(startMs)} s to serve ${page} (${startCpu.toFixed(1)} s of CPU; load average ${load()})`,
    );

    const browser = await launchChromium();
    const hotReloadSeconds: number[] = [];
    try {
      const tab = await browser.newPage();
      await tab.goto(url);
      await tab.waitForSelector('article');
      for (let run = 1; run <= runs; run += 1) {
        const marker = `Hot reload marker ${run} ${Date.now()}.`;
        const saved = Date.now();
        fs.writeFileSync(docFile, `${original.trimEnd()}\n\n${marker}\n`);
        await tab.getByText(marker).waitFor({ timeout: 120_000 });
        const ms = Date.now() - saved;
        hotReloadSeconds.push(ms / 1000);
        console.log(`hot reload ${run}: ${seconds(ms)} s (load average ${load()})`);
        await sleep(2000);
      }
    } finally {
      await browser.close();
    }
    console.log(JSON.stringify({ startSeconds: startMs / 1000, hotReloadSeconds }));
  } finally {
    stop();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : error));
