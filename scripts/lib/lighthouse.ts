/**
 * Lighthouse runs of the served build in Debian's Chromium with Lighthouse's default mobile
 * settings (Moto G Power, simulated slow 4G, 4x slower CPU). Offline: Chromium's background
 * networking is off and its host resolver knows only 127.0.0.1, so neither the page nor the
 * browser can wait on the internet; Lighthouse's own error reporting is off unless asked for.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freePort } from './serveBuild';
import { chromiumArgs, chromiumPath } from './browser';
import {
  categoryIds,
  missedTargets,
  summarizeRuns,
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

/** Runs Lighthouse `runs` times on each page; writes the median run's `<name>.json` and `.html`. */
export async function benchLighthouse(
  pages: Record<string, string>,
  runs: number,
  targets: Record<CategoryId, number>,
  reportDir: string,
): Promise<LighthouseBench> {
  const browser = await launchChromium();
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
        const outcome = await runOnce(url, browser.port).catch((error: unknown) =>
          error instanceof Error ? error.message : String(error),
        );
        outcomes.push(outcome);
        first ??= typeof outcome === 'string' ? undefined : outcome;
        const said =
          typeof outcome === 'string'
            ? outcome
            : (outcome.runtimeError?.code ??
              categoryIds
                .map((id) => `${id} ${Math.round((outcome.categories[id]?.score ?? 0) * 100)}`)
                .join(', '));
        const seconds = Math.round((Date.now() - start) / 1000);
        console.log(`lighthouse ${name.padEnd(13)} run ${run}/${runs}: ${said} (${seconds} s)`);
      }
      const summary = summarizeRuns(url, outcomes);
      summaries[name] = summary;
      const median = summary.medianRun === null ? undefined : outcomes[summary.medianRun - 1];
      const file = (ext: string): string => path.join(reportDir, `${name}.${ext}`);
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
