import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { waitForHydration } from './browser';
import { gzipSize } from './builtSite';
import { SearchEngine } from '../../src/search/engine';
import { indexDirName } from '../../src/search/indexFormat';
import queryFile from './searchQueries.json';

const benchQueries = queryFile.queries;

type BenchHalf = 'tuning' | 'held-out';

// The parity of an FNV-1a hash, which no ranking change can move.
function benchHalf(query: string): BenchHalf {
  const text = query.trim().toLowerCase();
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 2 === 0 ? 'tuning' : 'held-out';
}

export type SearchBench = {
  index: { files: number; rawBytes: number; gzipBytes: number; metaGzipBytes: number };
  warm: {
    queries: number;
    p50Ms: number;
    p95Ms: number;
    maxMs: number;
    cpuP95Ms: number; // steadier than wall time on a shared machine
    top3: number;
    relevance: Record<BenchHalf, ReturnType<typeof summarize>>;
    misses: Array<{ query: string; half: BenchHalf; accept: string[]; got: string[] }>;
  };
  cold: Array<{ query: string; latencyMs: number; gzipBytes: number; requests: number }>;
};

// MRR@10 counts 0 for a query with no accepted page in the first 10.
function summarize(ranks: Array<number | null>) {
  const top3 = ranks.filter((rank) => rank !== null && rank <= 3).length;
  const reciprocal = ranks.reduce<number>((sum, rank) => sum + (rank === null ? 0 : 1 / rank), 0);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    queries: ranks.length,
    top3,
    top3Share: round(ranks.length ? top3 / ranks.length : 0),
    mrr10: round(ranks.length ? reciprocal / ranks.length : 0),
  };
}

// Nearest rank.
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
}

export function measureIndex(buildDir: string): SearchBench['index'] {
  const dir = path.join(buildDir, indexDirName);
  const bodies = fs.readdirSync(dir).map((file) => fs.readFileSync(path.join(dir, file)));
  return {
    files: bodies.length,
    rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
    gzipBytes: bodies.reduce((sum, body) => sum + gzipSize(body), 0),
    metaGzipBytes: gzipSize(fs.readFileSync(path.join(dir, 'meta.json'))),
  };
}

/** A request like DocSearch's: contextual search filters on every docs instance's current version. */
const overlayRequest = (query: string) => ({
  query,
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  facetFilters: [
    ['language:en'],
    [
      'docusaurus_tag:default',
      'docusaurus_tag:docs-default-current',
      'docusaurus_tag:docs-api-current',
    ],
  ],
  mark: { preTag: '<mark>', postTag: '</mark>', ellipsis: '…' },
});

export async function measureWarm(buildDir: string, rounds = 5): Promise<SearchBench['warm']> {
  const dir = path.join(buildDir, indexDirName);
  const engine = new SearchEngine(async (file) =>
    JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
  );
  await engine.loadAll();
  const misses: SearchBench['warm']['misses'] = [];
  const ranks: Record<BenchHalf, Array<number | null>> = { tuning: [], 'held-out': [] };
  // The first round also loads the record chunks the results show.
  for (const { query, accept } of benchQueries) {
    const { hits } = await engine.search(overlayRequest(query));
    const pages = hits.slice(0, 10).map((hit) => new URL(hit.url).pathname);
    const first = pages.findIndex((page) => accept.includes(page));
    const rank = first < 0 ? null : first + 1;
    const half = benchHalf(query);
    ranks[half].push(rank);
    // The held-out half's misses are not recorded: they are not for tuning.
    if (half === 'tuning' && (rank === null || rank > 3))
      misses.push({ query, half, accept, got: pages.slice(0, 3) });
  }
  const relevance = {
    tuning: summarize(ranks.tuning),
    'held-out': summarize(ranks['held-out']),
  };
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const { query } of benchQueries) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      await engine.search(overlayRequest(query));
      const used = process.cpuUsage(cpu);
      times.push(performance.now() - started);
      cpuTimes.push((used.user + used.system) / 1000);
    }
  }
  return {
    queries: benchQueries.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: percentile(times, 100),
    cpuP95Ms: percentile(cpuTimes, 95),
    top3: relevance.tuning.top3 + relevance['held-out'].top3,
    relevance,
    misses,
  };
}

export function relevanceLines(warm: SearchBench['warm'], prefix = ''): string[] {
  return [
    ...Object.entries(warm.relevance).map(
      ([half, figures]) =>
        `${prefix}${half.padEnd(8)} top 3 ${figures.top3}/${figures.queries} (${(figures.top3Share * 100).toFixed(1)}%), MRR@10 ${figures.mrr10.toFixed(3)}`,
    ),
    ...warm.misses.map(
      (miss) =>
        `  miss: '${miss.query}' accepts ${miss.accept.join(' | ')}, got ${miss.got.join(', ')}`,
    ),
  ];
}

export async function measureCold(
  browser: Browser,
  origin: string,
  buildDir: string,
  queries: string[],
): Promise<SearchBench['cold']> {
  const results: SearchBench['cold'] = [];
  for (const query of queries) {
    const page = await browser.newPage(); // a fresh context, closed with the page
    // Data saving stops Docusaurus prefetching the pages that links point to, which would blur the count.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        get: () => ({ effectiveType: '4g', saveData: true }),
      }),
    );
    await page.goto(`${origin}/reference/banners`);
    await waitForHydration(page);
    // The real search button (with the DocSearch code) has replaced the placeholder.
    await page.locator('.DocSearch-Button-Keys').first().waitFor({ state: 'attached' });
    // Search's bytes: not the modal's code (loaded with the button at idle) nor its CSS.
    const fetched: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (!file.endsWith('.css')) fetched.push(file);
    });
    await page.keyboard.press('ControlOrMeta+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    await page.getByText('No recent searches').waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const state = window as unknown as { keyAt?: number; paintedAt?: number };
      document.addEventListener('input', () => (state.keyAt ??= performance.now()), {
        capture: true,
        once: true,
      });
      new MutationObserver((_, observer) => {
        if (document.querySelector('.DocSearch-Hit')) {
          observer.disconnect();
          requestAnimationFrame(() => (state.paintedAt = performance.now()));
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    // One input event: the first keystroke (one letter), or a pasted query.
    await input.fill(query);
    await page
      .waitForFunction(() => (window as unknown as { paintedAt?: number }).paintedAt, undefined, {
        timeout: 10_000,
      })
      .catch(async (error: unknown) => {
        const screen = await page.locator('.DocSearch-Dropdown').innerText();
        throw new Error(`no results painted for '${query}': ${screen}`, { cause: error });
      });
    // What the query needed; links in the results prefetch their pages after this.
    const forQuery = [...fetched];
    const latencyMs = await page.evaluate(() => {
      const state = window as unknown as { keyAt: number; paintedAt: number };
      return Math.round(state.paintedAt - state.keyAt);
    });
    await page.close();
    let gzipBytes = 0;
    for (const file of new Set(forQuery)) {
      const local = path.join(buildDir, decodeURIComponent(file));
      if (fs.existsSync(local) && fs.statSync(local).isFile())
        gzipBytes += gzipSize(fs.readFileSync(local));
    }
    results.push({ query, latencyMs, gzipBytes, requests: forQuery.length });
  }
  return results;
}
