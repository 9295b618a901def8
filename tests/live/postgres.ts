/**
 * A private PostgreSQL cluster for one test run: `initdb` in a temporary
 * folder, the server on a free port of 127.0.0.1 with its socket in that
 * folder, trust authentication for local connections only, and no fsync
 * (the data is thrown away). Nothing of the system's PostgreSQL service is
 * read, changed or needed.
 *
 * initdb and postgres refuse to run as root, and CI runs as root: then both
 * run as `nobody`, which owns the folder.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startService, waitFor, type Service } from './processes';

export const postgresInstallHint =
  "Install Debian's PostgreSQL with 'sudo apt-get install -y postgresql' (.ci/run does this on CI), " +
  'or point PG_BIN at the folder that holds initdb and postgres. The system service is not needed.';

/** PG_BIN, or the newest Debian install under /usr/lib/postgresql/<major>/bin. */
export function findPostgresBin(): string {
  if (process.env.PG_BIN) {
    if (fs.existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
    throw new Error(`No initdb in PG_BIN=${process.env.PG_BIN}. ${postgresInstallHint}`);
  }
  const base = '/usr/lib/postgresql';
  const majors = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((name) => fs.existsSync(path.join(base, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) throw new Error(`PostgreSQL not found in ${base}. ${postgresInstallHint}`);
  return path.join(base, majors[0], 'bin');
}

/** The account to run PostgreSQL as: none (the current user) unless we are root. */
function serviceAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string): number =>
    Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  const account = { uid: id('-u'), gid: id('-g') };
  if (!Number.isInteger(account.uid) || account.uid === 0) {
    throw new Error(
      'Running as root, but there is no unprivileged user `nobody` to run PostgreSQL',
    );
  }
  return account;
}

export type RunningPostgres = {
  /** What a client needs to connect (no password: trust authentication). */
  db: { host: string; port: number; user: string; database: string };
  service: Service;
  stop: () => Promise<void>;
};

/** Creates the cluster in `dir/pgdata`, starts it on `port` and creates `database`. */
export async function startPostgres(dir: string, port: number): Promise<RunningPostgres> {
  const bin = findPostgresBin();
  const account = serviceAccount();
  const user = 'unleash';
  const database = 'unleash';
  const host = '127.0.0.1';
  const dataDir = path.join(dir, 'pgdata');
  if (account) fs.chownSync(dir, account.uid, account.gid);
  const asAccount = account ?? {};

  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', user, '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { encoding: 'utf8', ...asAccount },
  );
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);

  const settings = {
    listen_addresses: host,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
  };
  const service = startService(
    'PostgreSQL',
    path.join(bin, 'postgres'),
    [
      ...['-D', dataDir, '-p', String(port), '-k', dir],
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    path.join(dir, 'postgres.log'),
    // PostgreSQL's fast shutdown: it ends the sessions and stops at once.
    'SIGINT',
    asAccount,
  );
  const address = ['-h', host, '-p', String(port)];
  await waitFor(
    service,
    'connections',
    async () => spawnSync(path.join(bin, 'pg_isready'), [...address, '-q']).status === 0,
    30_000,
  );
  const created = spawnSync(path.join(bin, 'createdb'), [...address, '-U', user, database], {
    encoding: 'utf8',
  });
  if (created.status !== 0) {
    await service.stop();
    throw new Error(`createdb failed: ${created.stderr}`);
  }
  return { db: { host, port, user, database }, service, stop: service.stop };
}
