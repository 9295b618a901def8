/**
 * Lighthouse runs of the served build in Debian's Chromium, through
 * Lighthouse's Node API, with its default mobile settings: a phone screen
 * (Moto G Power), simulated slow 4G and a 4x slower CPU. Scores are medians
 * over several runs (see lighthouseSummary.ts); the median run of each page is
 * also saved as Lighthouse's HTML report.
 *
 * Offline: Chromium starts with its background networking off, and its host
 * resolver knows only 127.0.0.1, so neither the page nor the browser can wait
 * on the internet; Lighthouse's own error reporting is off unless asked for.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freePort } from '../live/processes';
import { chromiumArgs, chromiumPath } from './browser';
import {
  categoryIds,
  missedTargets,
  summarizeRuns,
  median,
  type CategoryId,
  type Lhr,
  type Missed,
  type PageLighthouse,
} from './lighthouseSummary';

/** Chromium through Playwright (which owns its profile and its exit), open to Lighthouse on a free port. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // Playwright turns the back/forward cache off; Lighthouse audits it.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: [
      ...chromiumArgs,
      // Any host but the local server fails at once instead of waiting on a network.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      `--remote-debugging-port=${port}`,
    ],
  });
  return { port, close: () => browser.close() };
}

/** A run that takes longer than this is stuck (a normal one takes 10 to 30 s here). */
const runTimeoutMs = 180_000;

async function runOnce(url: string, port: number): Promise<{ lhr: Lhr; html: string }> {
  // Lighthouse is an ES module; this script runs as CommonJS.
  const { default: lighthouse } = await import('lighthouse');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Lighthouse run of ${url} timed out`)), runTimeoutMs);
  });
  try {
    const result = await Promise.race([
      lighthouse(url, {
        port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: [...categoryIds],
      }),
      timeout,
    ]);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: result.lhr, html: String(result.report) };
  } finally {
    clearTimeout(timer);
  }
}

export type LighthouseBench = {
  lighthouseVersion: string;
  chromium: string;
  formFactor: string;
  throttlingMethod: string;
  throttling: Partial<Lhr['configSettings']['throttling']>;
  runsPerPage: number;
  /** Lighthouse's measure of this machine's speed (median over all runs); scores depend on it. */
  benchmarkIndex: number | null;
  pages: Record<string, PageLighthouse>;
  targets: Record<CategoryId, number>;
  missed: Missed[];
};

/**
 * Runs Lighthouse `runs` times on each page (name to absolute URL), one page
 * after another, and writes the median run's HTML report to `reportDir/<name>.html`.
 */
export async function benchLighthouse(
  pages: Record<string, string>,
  runs: number,
  targets: Record<CategoryId, number>,
  reportDir: string,
  log: (line: string) => void = console.log,
): Promise<LighthouseBench> {
  const browser = await launchChromium();
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const summaries: Record<string, PageLighthouse> = {};
  const all: Lhr[] = [];
  try {
    fs.mkdirSync(reportDir, { recursive: true });
    for (const [name, url] of Object.entries(pages)) {
      const results: { lhr: Lhr; html: string }[] = [];
      const failures: string[] = [];
      for (let run = 1; run <= runs; run++) {
        const start = Date.now();
        let outcome: string;
        try {
          const result = await runOnce(url, browser.port);
          results.push(result);
          outcome =
            result.lhr.runtimeError?.code ??
            categoryIds
              .map((id) => `${id} ${Math.round((result.lhr.categories[id]?.score ?? 0) * 100)}`)
              .join(', ');
        } catch (error) {
          // A stuck or failed run is reported with the others, not fatal to the bench.
          outcome = error instanceof Error ? error.message : String(error);
          failures.push(outcome);
        }
        log(
          `lighthouse ${name.padEnd(13)} run ${run}/${runs}: ${outcome} (${Math.round((Date.now() - start) / 1000)} s)`,
        );
      }
      summaries[name] = summarizeRuns(
        url,
        results.map((r) => r.lhr),
        failures,
      );
      all.push(...results.map((r) => r.lhr));
      // Lighthouse's median run: the one closest to the median FCP and time to interactive.
      const good = results.filter((r) => !r.lhr.runtimeError);
      if (good.length > 0) {
        const middle = computeMedianRun(good.map((r) => r.lhr));
        const report = good.find((r) => r.lhr === middle) ?? good[0]!;
        fs.writeFileSync(path.join(reportDir, `${name}.html`), report.html);
      }
    }
  } finally {
    await browser.close();
  }
  const first = all[0];
  return {
    lighthouseVersion: first?.lighthouseVersion ?? '?',
    chromium: first?.environment.hostUserAgent ?? '?',
    formFactor: first?.configSettings.formFactor ?? '?',
    throttlingMethod: first?.configSettings.throttlingMethod ?? '?',
    throttling: first?.configSettings.throttling ?? {},
    runsPerPage: runs,
    benchmarkIndex: median(all.map((lhr) => lhr.environment.benchmarkIndex)),
    pages: summaries,
    targets,
    missed: missedTargets(summaries, targets),
  };
}
