/**
 * Measures the production build and writes reports/bench.json:
 * - first-load JavaScript and CSS per page type: what the page downloads before
 *   React has hydrated it, raw and gzip-compressed (level 9; see scripts/lib/firstLoad.ts);
 * - build time, when run with --build (otherwise the existing build is used);
 * - search: index size, cold first-query latency and bytes, warm engine time
 *   and relevance (see scripts/lib/searchBench.ts).
 * Benchmarks never fail; scripts/check-budgets.ts compares the report with the budgets.
 *
 *   npm run bench [-- --build]
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/e2e/browser';
import { measureFirstLoad, type FirstLoad } from './lib/firstLoad';
import { measureCold, measureIndex, measureWarm, type SearchBench } from './lib/searchBench';

const root = path.join(__dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3290);
const origin = `http://127.0.0.1:${port}`;

/** One representative route per page type. */
export const pageTypes: Record<string, string> = {
  home: '/',
  doc: '/reference/banners',
  tutorial: '/feature-flag-tutorials/react',
  sdk: '/reference/sdks/node',
  'doc-with-diagrams': '/understanding-unleash/unleash-overview',
  notFound: '/this-page-does-not-exist',
  apiOperation: '/reference/api/unleash/create-feature',
  apiTag: '/reference/api/unleash/projects',
};

export type BenchReport = {
  date: string;
  buildSeconds: number | null;
  firstLoad: Record<string, FirstLoad>;
  search?: SearchBench;
};

/** What a reader's first keystroke can be (one letter), and whole queries pasted at once. */
export const coldQueries = ['s', 'a', 'f', 'e', 'gradual rollout', 'stickyness'];

async function waitForServer(exited: () => boolean): Promise<void> {
  for (let i = 0; i < 100; i++) {
    // Another server on the port would answer for ours: stop instead of measuring it.
    if (exited())
      throw new Error(`the local server could not start on port ${port} (set BENCH_PORT)`);
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the local server did not start');
}

async function main(): Promise<void> {
  let buildSeconds: number | null = null;
  if (process.argv.includes('--build')) {
    const start = Date.now();
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
    buildSeconds = Math.round((Date.now() - start) / 100) / 10;
  }
  // One process (no npx wrapper), so kill() below stops the server itself.
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port)],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  let exited = false;
  server.on('exit', () => (exited = true));
  try {
    await waitForServer(() => exited);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const firstLoad: BenchReport['firstLoad'] = {};
    for (const [name, route] of Object.entries(pageTypes)) {
      firstLoad[name] = await measureFirstLoad(browser, origin + route);
      console.log(
        `${name.padEnd(18)} ${route.padEnd(42)} ${(firstLoad[name].totalGzipBytes / 1024).toFixed(1)} KB gzip (JS ${firstLoad[name].js.files} files, CSS ${firstLoad[name].css.files})`,
      );
    }
    const buildDir = path.join(root, 'build');
    const search: SearchBench = {
      index: measureIndex(buildDir),
      warm: await measureWarm(buildDir),
      cold: await measureCold(browser, origin, buildDir, coldQueries),
    };
    await browser.close();
    const { index, warm, cold } = search;
    console.log(
      `search index       ${index.files} files, ${(index.rawBytes / 1024).toFixed(0)} KB raw, ${(index.gzipBytes / 1024).toFixed(0)} KB gzip (meta ${(index.metaGzipBytes / 1024).toFixed(1)} KB gzip)`,
    );
    console.log(
      `search warm        p50 ${warm.p50Ms} ms, p95 ${warm.p95Ms} ms (CPU ${warm.cpuP95Ms} ms), max ${warm.maxMs} ms; top 3: ${warm.top3}/${warm.queries}`,
    );
    for (const miss of warm.misses) {
      console.log(`  miss: '${miss.query}' expected ${miss.expected}, got ${miss.got.join(', ')}`);
    }
    for (const run of cold) {
      console.log(
        `search cold        '${run.query}': ${run.latencyMs} ms to results, ${(run.gzipBytes / 1024).toFixed(1)} KB gzip in ${run.requests} requests`,
      );
    }
    const report: BenchReport = {
      date: new Date().toISOString(),
      buildSeconds,
      firstLoad,
      search,
    };
    fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'reports', 'bench.json'),
      JSON.stringify(report, null, 2) + '\n',
    );
    console.log('wrote reports/bench.json');
  } finally {
    server.kill();
  }
}

if (require.main === module) void main();
