/**
 * Measures the production build and writes reports/bench.json: per page type, the JavaScript and
 * CSS loaded before hydration and until the network is idle (scripts/lib/firstLoad.ts); with
 * --build, a cold build first (scripts/lib/coldBuild.ts); search (scripts/lib/searchBench.ts);
 * and Lighthouse (mobile) on three pages, the median of --lighthouse-runs runs (default 3, 0 skips
 * them), its reports in reports/lighthouse/ (scripts/lib/lighthouse.ts).
 * The server compresses responses (--gzip) as a CDN does, which Lighthouse measures; byte counts
 * are computed from the files. Benchmarks never fail: scripts/check-budgets.ts compares the report
 * with the budgets.
 *
 *   npm run bench [-- --build] [-- --lighthouse-runs 3]
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { option } from './lib/args';
import { chromiumArgs, chromiumPath } from './lib/browser';
import { buildDir } from './lib/builtSite';
import { lighthouseTargets } from './lib/budgets';
import { coldBuild, type ColdBuild } from './lib/coldBuild';
import { measureAtIdle, measureFirstLoad, type FirstLoad } from './lib/firstLoad';
import { benchLighthouse, type LighthouseBench } from './lib/lighthouse';
import { formatLosing, formatTable } from './lib/lighthouseSummary';
import { measureCold, measureIndex, measureWarm, relevanceLines } from './lib/searchBench';
import type { SearchBench } from './lib/searchBench';
import { serveBuild } from './lib/serveBuild';

const root = path.join(__dirname, '..');
const reports = path.join(root, 'reports');
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

const lighthousePages = ['home', 'doc', 'apiOperation'];

export type BenchReport = {
  date: string;
  /** Wall time of the cold build, when run with --build (also in build.seconds). */
  buildSeconds: number | null;
  build?: ColdBuild;
  firstLoad: Record<string, FirstLoad>;
  /** Everything each page type loads with no interaction, until the network is idle. */
  idle?: Record<string, FirstLoad>;
  /** What the browser prefetched meanwhile for the links in view (other pages' chunks). */
  prefetch?: Record<string, FirstLoad>;
  search?: SearchBench;
  lighthouse?: LighthouseBench;
};

/** What a reader's first keystroke can be (one letter), and whole queries pasted at once. */
const coldQueries = ['s', 'a', 'f', 'e', 'gradual rollout', 'stickyness'];

async function main(): Promise<void> {
  const lighthouseRuns = Number(option('lighthouse-runs', '3'));
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 0) {
    throw new Error('--lighthouse-runs takes a whole number');
  }
  let build: ColdBuild | undefined;
  if (process.argv.includes('--build')) {
    build = await coldBuild(root);
    printBuild(build);
  }
  const server = await serveBuild(port, ['--gzip']).catch((error: Error) => {
    throw new Error(`${error.message} (set BENCH_PORT)`);
  });
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const firstLoad: BenchReport['firstLoad'] = {};
    const idle: NonNullable<BenchReport['idle']> = {};
    const prefetch: NonNullable<BenchReport['prefetch']> = {};
    const kb = (load: FirstLoad): string => `${(load.totalGzipBytes / 1000).toFixed(1)} KB`;
    for (const [name, route] of Object.entries(pageTypes)) {
      firstLoad[name] = await measureFirstLoad(browser, origin + route);
      const { prefetch: speculative, ...own } = await measureAtIdle(browser, origin + route);
      idle[name] = own;
      prefetch[name] = speculative;
      console.log(
        `${name.padEnd(18)} ${route.padEnd(42)} before hydration ${kb(firstLoad[name])}, at idle ${kb(idle[name])} gzip, prefetched for links ${kb(prefetch[name])} (JS ${firstLoad[name].js.files}/${idle[name].js.files} files, CSS ${firstLoad[name].css.files}/${idle[name].css.files})`,
      );
    }
    const search = {
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
    for (const line of relevanceLines(warm, 'search relevance   ')) console.log(line);
    for (const run of cold) {
      console.log(
        `search cold        '${run.query}': ${run.latencyMs} ms to results, ${(run.gzipBytes / 1024).toFixed(1)} KB gzip in ${run.requests} requests`,
      );
    }
    let lighthouse: LighthouseBench | undefined;
    if (lighthouseRuns > 0) {
      try {
        lighthouse = await benchLighthouse(
          Object.fromEntries(lighthousePages.map((name) => [name, origin + pageTypes[name]])),
          lighthouseRuns,
          lighthouseTargets,
          path.join(reports, 'lighthouse'),
        );
      } catch (error) {
        // The other figures are still worth their report.
        console.error(`Lighthouse failed: ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
    if (build) printBuild(build);
    if (lighthouse) printLighthouse(lighthouse);
    // JSON leaves out `build` and `lighthouse` when they are undefined.
    const report: BenchReport = {
      date: new Date().toISOString(),
      buildSeconds: build?.seconds ?? null,
      build,
      firstLoad,
      idle,
      prefetch,
      search,
      lighthouse,
    };
    fs.mkdirSync(reports, { recursive: true });
    fs.writeFileSync(path.join(reports, 'bench.json'), JSON.stringify(report, null, 2) + '\n');
    console.log('wrote reports/bench.json');
  } finally {
    server.stop();
  }
}

function printBuild(build: ColdBuild): void {
  console.log(
    `build (cold)       ${build.seconds} s; peak memory: ${build.peakRssMiB} MiB RSS of the largest process (/usr/bin/time -v)`,
  );
}

function printLighthouse(lighthouse: LighthouseBench): void {
  const { throttling } = lighthouse;
  console.log(
    `\nLighthouse ${lighthouse.lighthouseVersion}, ${lighthouse.formFactor}, ${lighthouse.throttlingMethod} throttling (RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} kbit/s, CPU x${throttling.cpuSlowdownMultiplier}); Lighthouse's median run of ${lighthouse.runsPerPage} (run: which one; BI: the benchmark index Lighthouse measured of this machine then)`,
  );
  for (const line of formatTable(lighthouse.pages)) console.log(`  ${line}`);
  const targets = Object.entries(lighthouse.targets)
    .map(([category, target]) => `${category} ${target}`)
    .join(', ');
  if (lighthouse.missed.length === 0) {
    console.log(`All Lighthouse targets met (${targets}).`);
  } else {
    console.log(`Lighthouse targets missed (${targets}):`);
    for (const miss of lighthouse.missed) {
      console.log(`  ${miss.page} ${miss.category}: ${miss.score ?? 'no score'} < ${miss.target}`);
    }
  }
  console.log(
    '\nLighthouse audits that cost points (figures of the median run where it lost them):',
  );
  for (const [name, page] of Object.entries(lighthouse.pages)) {
    for (const line of formatLosing(name, page)) console.log(`  ${line}`);
    for (const error of page.errors) console.log(`  ${name}: run failed: ${error}`);
    for (const warning of page.warnings) console.log(`  ${name}: warning: ${warning}`);
  }
  console.log(
    "What each audit found: the median runs' reports/lighthouse/<page>.html, or <page>.json in Lighthouse's viewer",
  );
}

if (require.main === module) void main();
