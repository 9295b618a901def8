// npm run bench [-- --build] [-- --lighthouse-runs 3]; see the README.
import fs from 'node:fs';
import path from 'node:path';
import { option } from './lib/cli';
import { launchChromium } from './lib/browser';
import { buildDir } from './lib/builtSite';
import { lighthouseTargets } from './lib/budgets';
import { coldBuild, type ColdBuild } from './lib/coldBuild';
import { measureAtIdle, measureFirstLoad, type FirstLoad } from './lib/firstLoad';
import { benchLighthouse, printLighthouse, type LighthouseBench } from './lib/lighthouseSummary';
import { measureCold, measureIndex, measureWarm, relevanceLines } from './lib/searchBench';
import type { SearchBench } from './lib/searchBench';
import { serveBuild } from './lib/serveBuild';

const root = path.join(__dirname, '..');
const reports = path.join(root, 'reports');
const port = Number(process.env.BENCH_PORT ?? 3290);

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
  build?: ColdBuild;
  firstLoad: Record<string, FirstLoad>;
  idle?: Record<string, FirstLoad>;
  prefetch?: Record<string, FirstLoad>;
  search?: SearchBench;
  lighthouse?: LighthouseBench;
};

// A reader's first keystroke (one letter), and whole queries pasted at once.
const coldQueries = ['s', 'a', 'f', 'e', 'gradual rollout', 'stickyness'];

async function main(): Promise<void> {
  const lighthouseRuns = Number(option('lighthouse-runs', '3'));
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 0) {
    throw new Error('--lighthouse-runs takes a whole number');
  }
  const build = process.argv.includes('--build') ? await coldBuild(root) : undefined;
  if (build) printBuild(build);
  const { origin, stop } = await serveBuild(port, ['--gzip']).catch((error: Error) => {
    throw new Error(`${error.message} (set BENCH_PORT)`);
  });
  try {
    const browser = await launchChromium();
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
    const index = measureIndex(buildDir);
    const warm = await measureWarm(buildDir);
    const cold = await measureCold(browser, origin, buildDir, coldQueries);
    await browser.close();
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
      build,
      firstLoad,
      idle,
      prefetch,
      search: { index, warm, cold },
      lighthouse,
    };
    fs.mkdirSync(reports, { recursive: true });
    fs.writeFileSync(path.join(reports, 'bench.json'), JSON.stringify(report, null, 2) + '\n');
    console.log('wrote reports/bench.json');
  } finally {
    stop();
  }
}

function printBuild(build: ColdBuild): void {
  console.log(
    `build (cold)       ${build.seconds} s; peak memory: ${build.peakRssMiB} MiB RSS of the largest process (/usr/bin/time -v)`,
  );
}

if (require.main === module) void main();
