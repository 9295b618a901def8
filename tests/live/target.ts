/**
 * What the live checks need to reach the server: its URL and one token of
 * each type. The harness (run.ts) passes them to the checks through the
 * environment; a check calls liveTarget() to read them.
 */
import crypto from 'node:crypto';

export type LiveTarget = {
  /** The server's base URL, no trailing slash. */
  url: string;
  /** Admin API token, all projects. */
  adminToken: string;
  /** Backend (client) token for the `development` environment, all projects. */
  backendToken: string;
  /** Frontend token for the `development` environment, all projects. */
  frontendToken: string;
};

const names = {
  url: 'UNLEASH_LIVE_URL',
  adminToken: 'UNLEASH_LIVE_ADMIN_TOKEN',
  backendToken: 'UNLEASH_LIVE_BACKEND_TOKEN',
  frontendToken: 'UNLEASH_LIVE_FRONTEND_TOKEN',
} as const satisfies Record<keyof LiveTarget, string>;

/** Fresh secrets for one run, in the `<project>:<environment>.<hash>` form Unleash gives its tokens. */
export function newTarget(url: string): LiveTarget {
  const hash = (): string => crypto.randomBytes(16).toString('hex');
  return {
    url,
    adminToken: `*:*.${hash()}`,
    backendToken: `*:development.${hash()}`,
    frontendToken: `*:development.${hash()}`,
  };
}

export function targetEnvironment(target: LiveTarget): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names).map(([key, name]) => [name, target[key as keyof LiveTarget]]),
  );
}

/** The target of this run; throws when the checks were started without the harness. */
export function liveTarget(): LiveTarget {
  const missing = Object.values(names).filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')} not set: run the live checks through 'npm run test:live', which starts the server`,
    );
  }
  return Object.fromEntries(
    Object.entries(names).map(([key, name]) => [key, process.env[name]]),
  ) as LiveTarget;
}
