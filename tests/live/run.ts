/**
 * npm run test:live: starts a private PostgreSQL cluster and the pinned
 * unleash-server on a fresh database, runs the checks in tests/live/ against
 * them, then stops both and deletes the cluster, whether the checks pass,
 * fail or are interrupted (Ctrl-C, SIGTERM).
 *
 *   npm run test:live                          all checks
 *   npm run test:live -- tests/live/x.test.ts  some of them
 *   npm run test:live -- --serve               start the server, print its URL and tokens, wait for Ctrl-C
 *
 * Each run needs a fresh database: the server creates the tokens of the run
 * (tests/live/target.ts) only when its database holds none. When a check
 * fails, the server's and PostgreSQL's logs are kept in test-results/live/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres, type RunningPostgres } from './postgres';
import { killNow } from './processes';
import { freePort } from '../../scripts/lib/serveBuild';
import { newTarget, targetEnvironment } from './target';
import { serverVersion, startUnleash, type RunningUnleash } from './unleash';

const root = path.join(__dirname, '..', '..');
const checksDir = path.join(root, 'tests', 'live');
const keptLogs = path.join(root, 'test-results', 'live');

const args = process.argv.slice(2);
const serveOnly = args.includes('--serve');
const files = args.filter((arg) => !arg.startsWith('--'));

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'unleash-live-'));
let database: RunningPostgres | undefined;
let server: RunningUnleash | undefined;
let checks: ChildProcess | undefined;
let stopping: Promise<void> | undefined;

const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function keepLogs(): void {
  fs.mkdirSync(keptLogs, { recursive: true });
  for (const name of ['unleash.log', 'postgres.log']) {
    const file = path.join(tempDir, name);
    if (fs.existsSync(file)) fs.copyFileSync(file, path.join(keptLogs, name));
  }
  console.error(`Server logs kept in ${path.relative(process.cwd(), keptLogs)}/`);
}

/** Stops the server, then the database, then deletes the cluster; runs once. */
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    if (checks && checks.exitCode === null) checks.kill('SIGTERM');
    await server?.stop();
    await database?.stop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the live server and its database`);
    void stopAll().finally(() => process.exit(128 + os.constants.signals[signal]));
  });
}
// If this process dies on an uncaught error, nothing asynchronous runs any more: kill outright.
process.once('exit', () => {
  if (server) killNow(server.service);
  if (database) killNow(database.service);
  fs.rmSync(tempDir, { recursive: true, force: true });
});

function runChecks(env: Record<string, string>): Promise<number> {
  const targets =
    files.length > 0
      ? files
      : fs
          .readdirSync(checksDir)
          .filter((name) => name.endsWith('.test.ts'))
          .sort()
          .map((name) => path.join(checksDir, name));
  // One file at a time: the checks share one server, and a sample that shows an
  // unchanged configuration (an ETag round trip) must not see another file's changes.
  checks = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', ...targets],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  const child = checks;
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

async function main(): Promise<number> {
  const started = performance.now();
  const [databasePort, serverPort] = [await freePort(), await freePort()];
  database = await startPostgres(tempDir, databasePort);
  console.log(`PostgreSQL ready on port ${databasePort} (${seconds(started)})`);

  const target = newTarget(`http://127.0.0.1:${serverPort}`);
  const serverStarted = performance.now();
  server = await startUnleash(target, serverPort, database, path.join(tempDir, 'unleash.log'));
  console.log(
    `unleash-server ${serverVersion()} ready at ${target.url} (${seconds(serverStarted)})`,
  );

  if (serveOnly) {
    for (const [name, value] of Object.entries(targetEnvironment(target))) {
      console.log(`${name}=${value}`);
    }
    console.log('Serving until Ctrl-C.');
    await new Promise(() => {});
  }

  // A server that stops during the checks fails every check after it with 'fetch failed' alone:
  // say when and how it stopped.
  const running = server;
  void running.service.exited.then((how) => {
    if (!stopping) {
      const line = `unleash-server stopped during the checks (exit ${how}); see test-results/live/unleash.log`;
      console.error(line);
      fs.appendFileSync(running.service.logFile, `${new Date().toISOString()} ${line}\n`);
    }
  });
  const checksStarted = performance.now();
  const code = await runChecks(targetEnvironment(target));
  console.log(`Checks finished in ${seconds(checksStarted)}`);
  if (code !== 0) keepLogs();
  const stopStarted = performance.now();
  await stopAll();
  console.log(`Stopped in ${seconds(stopStarted)}; test:live took ${seconds(started)} in all`);
  return code;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    keepLogs();
    await stopAll();
    process.exit(1);
  },
);
