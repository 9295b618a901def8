// Lighthouse's default mobile settings in Debian's Chromium, offline (its host resolver knows only
// 127.0.0.1). A page keeps the figures of the run Lighthouse picks as the median (computeMedianRun,
// as Lighthouse CI does); that run's whole report is saved beside the bench's.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from './browser';
import { freePort } from './serveBuild';

export type Lhr = Result;

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

export type PageLighthouse = {
  url: string;
  runs: number;
  medianRun: number | null; // 1-based, counting failed runs
  scores: Record<CategoryId, number | null>;
  runScores: Record<CategoryId, (number | null)[]>;
  metrics: Record<string, number>;
  benchmarkIndex: number | null;
  warnings: string[];
  errors: string[];
};

const percent = (score: number | null | undefined) =>
  typeof score === 'number' ? Math.round(score * 100) : null;

const byCategory = <T>(value: (id: CategoryId) => T) =>
  Object.fromEntries(categoryIds.map((id) => [id, value(id)])) as Record<CategoryId, T>;

export function summarizeRuns(url: string, outcomes: readonly (Lhr | string)[]): PageLighthouse {
  // Lighthouse's declarations name its global LH namespace, which is unknown here: typed by hand.
  const valid: Lhr[] = filterToValidRuns(outcomes.filter((o): o is Lhr => typeof o !== 'string'));
  const median: Lhr | undefined = valid.length > 0 ? computeMedianRun(valid) : undefined;
  return {
    url,
    runs: outcomes.length,
    medianRun: median ? outcomes.indexOf(median) + 1 : null,
    scores: byCategory((id) => percent(median?.categories[id]?.score)),
    runScores: byCategory((id) =>
      outcomes.map((o) =>
        typeof o !== 'string' && valid.includes(o) ? percent(o.categories[id]?.score) : null,
      ),
    ),
    metrics: Object.fromEntries(
      (median?.categories.performance?.auditRefs ?? []).flatMap(({ id, group, acronym }) => {
        const value = median?.audits[id]?.numericValue;
        return group === 'metrics' && acronym && value !== undefined ? [[acronym, value]] : [];
      }),
    ),
    benchmarkIndex: median?.environment.benchmarkIndex ?? null,
    warnings: [...new Set(valid.flatMap((lhr) => lhr.runWarnings))],
    errors: outcomes.flatMap((o) => {
      if (typeof o === 'string') return [o];
      if (valid.includes(o)) return [];
      const error = o.runtimeError;
      return [error ? `${error.code}: ${error.message}` : 'no FCP or time to interactive'];
    }),
  };
}

export type Missed = { page: string; category: CategoryId; score: number | null; target: number };

export function missedTargets(
  pages: Record<string, Pick<PageLighthouse, 'scores'>>,
  targets: Record<CategoryId, number>,
): Missed[] {
  return Object.entries(pages).flatMap(([page, summary]) =>
    categoryIds.flatMap((category) => {
      const score = summary.scores[category];
      return score === null || score < targets[category]
        ? [{ page, category, score, target: targets[category] }]
        : [];
    }),
  );
}

const score = (id: CategoryId) => (page: PageLighthouse) => String(page.scores[id] ?? '-');
const seconds = (ms?: number) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms?: number) => (ms === undefined ? '-' : `${Math.round(ms)} ms`);

const columns: [string, number, (page: PageLighthouse) => string][] = [
  ['perf', 5, score('performance')],
  ['a11y', 5, score('accessibility')],
  ['bp', 5, score('best-practices')],
  ['seo', 5, score('seo')],
  ['FCP', 8, (page) => seconds(page.metrics.FCP)],
  ['LCP', 8, (page) => seconds(page.metrics.LCP)],
  ['TBT', 9, (page) => millis(page.metrics.TBT)],
  ['CLS', 7, (page) => page.metrics.CLS?.toFixed(3) ?? '-'],
  ['SI', 8, (page) => seconds(page.metrics.SI)],
  ['run', 5, (page) => `${page.medianRun ?? '-'}/${page.runs}`],
  ['BI', 5, ({ benchmarkIndex: index }) => (index === null ? '-' : String(Math.round(index)))],
];

export function formatTable(pages: Record<string, PageLighthouse>): string[] {
  const row = (name: string, cell: (column: (typeof columns)[number]) => string) =>
    [name.padEnd(14), ...columns.map((column) => cell(column).padStart(column[1]))].join(' ');
  return [
    row('page', ([header]) => header),
    ...Object.entries(pages).map(([name, page]) => row(name, ([, , show]) => show(page))),
  ];
}

// A normal run takes 10 to 30 s here.
const runTimeoutMs = 180_000;

// Lighthouse is an ES module; this script runs as CommonJS.
const loadLighthouse = () => import('lighthouse');

async function runOnce(url: string, port: number): Promise<Lhr> {
  const { default: lighthouse } = await loadLighthouse();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Lighthouse run of ${url} timed out`)), runTimeoutMs);
  });
  const run = lighthouse(url, { port, logLevel: 'error', onlyCategories: [...categoryIds] });
  const result = await Promise.race([run, timeout]).finally(() => clearTimeout(timer));
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

export type LighthouseBench = {
  lighthouseVersion: string;
  chromium: string;
  formFactor: string;
  throttlingMethod: string;
  throttling: Partial<Lhr['configSettings']['throttling']>;
  runsPerPage: number;
  pages: Record<string, PageLighthouse>;
  targets: Record<CategoryId, number>;
  missed: Missed[];
};

export async function benchLighthouse(
  pages: Record<string, string>,
  runs: number,
  targets: Record<CategoryId, number>,
  reportDir: string,
): Promise<LighthouseBench> {
  const port = await freePort();
  // Through Playwright, which owns the profile and the exit.
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // Playwright turns the back/forward cache off; Lighthouse audits it.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: [
      ...chromiumArgs,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      `--remote-debugging-port=${port}`,
    ],
  });
  const { generateReport } = await loadLighthouse();
  const summaries: Record<string, PageLighthouse> = {};
  let first: Lhr | undefined;
  try {
    fs.mkdirSync(reportDir, { recursive: true });
    for (const [name, url] of Object.entries(pages)) {
      // A stuck or failed run is reported with the others, not fatal to the bench.
      const outcomes: (Lhr | string)[] = [];
      for (let run = 1; run <= runs; run++) {
        const start = Date.now();
        const outcome = await runOnce(url, port).catch((error: unknown) =>
          error instanceof Error ? error.message : String(error),
        );
        outcomes.push(outcome);
        first ??= typeof outcome === 'string' ? undefined : outcome;
        const said =
          typeof outcome === 'string'
            ? outcome
            : (outcome.runtimeError?.code ??
              categoryIds
                .map((id) => `${id} ${percent(outcome.categories[id]?.score) ?? 0}`)
                .join(', '));
        const seconds = Math.round((Date.now() - start) / 1000);
        console.log(`lighthouse ${name.padEnd(13)} run ${run}/${runs}: ${said} (${seconds} s)`);
      }
      const summary = summarizeRuns(url, outcomes);
      summaries[name] = summary;
      const median = summary.medianRun === null ? undefined : outcomes[summary.medianRun - 1];
      const file = (ext: string) => path.join(reportDir, `${name}.${ext}`);
      if (median && typeof median !== 'string') {
        fs.writeFileSync(file('json'), JSON.stringify(median));
        fs.writeFileSync(file('html'), generateReport(median, 'html'));
      } else {
        // An older bench's report must not pass for this one's.
        for (const ext of ['json', 'html']) fs.rmSync(file(ext), { force: true });
      }
    }
  } finally {
    await browser.close();
  }
  return {
    lighthouseVersion: first?.lighthouseVersion ?? '?',
    chromium: first?.environment.hostUserAgent ?? '?',
    formFactor: first?.configSettings.formFactor ?? '?',
    throttlingMethod: first?.configSettings.throttlingMethod ?? '?',
    throttling: first?.configSettings.throttling ?? {},
    runsPerPage: runs,
    pages: summaries,
    targets,
    missed: missedTargets(summaries, targets),
  };
}

export function printLighthouse(lighthouse: LighthouseBench): void {
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
  for (const [name, page] of Object.entries(lighthouse.pages)) {
    for (const error of page.errors) console.log(`  ${name}: run failed: ${error}`);
    for (const warning of page.warnings) console.log(`  ${name}: warning: ${warning}`);
  }
  console.log(
    "The audits that cost points, and what each found: the median runs' reports/lighthouse/<page>.html, or <page>.json in Lighthouse's viewer",
  );
}
