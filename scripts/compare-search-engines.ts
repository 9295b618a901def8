/**
 * Measures the two engines DESIGN.md names as candidates on the built site,
 * with the same queries as npm run bench, and writes
 * reports/search-engines.json:
 *
 * - MiniSearch, one prebuilt index: every record in one serialized
 *   MiniSearch, loaded whole on the first query;
 * - MiniSearch, sharded (what the site ships): see src/search/indexFormat.ts;
 * - Pagefind: its own index of the built pages (chunked, WASM search), run
 *   in Chromium through its browser API.
 *
 *   npm run build && npm run bench:search-engines
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/browser';
import { buildDir, gzipSize, readSitemap } from './lib/builtSite';
import { serveBuild } from './lib/serveBuild';
import { collectRecords } from '../src/search/collect';
import { allowedTypos } from '../src/search/engine';
import {
  benchQueries,
  measureCold,
  measureIndex,
  measureWarm,
  percentile,
} from './lib/searchBench';

const root = path.join(__dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3290);
const origin = `http://127.0.0.1:${port}`;

const range = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });

type EngineFigures = {
  engine: string;
  indexGzipBytes: number;
  firstQueryGzipBytes: { min: number; max: number };
  coldMs: { min: number; max: number };
  warmP95Ms: number;
  top3: number;
  typoTolerance: string;
  notes: string;
};

/** Every record in one MiniSearch, serialized whole, as a static site would ship it. */
async function monolithicMiniSearch(): Promise<EngineFigures> {
  const records = await collectRecords(buildDir, readSitemap().routes, 'https://docs.example.com');
  const options = {
    fields: ['title', 'path', 'content'],
    storeFields: ['url', 'type', 'hierarchy', 'content'],
  };
  const miniSearch = new MiniSearch(options);
  miniSearch.addAll(
    records.map((record, id) => ({
      id,
      url: record.url,
      type: record.type,
      hierarchy: record.hierarchy,
      title: record.type === 'content' ? '' : record.hierarchy[record.type],
      path: Object.values(record.hierarchy).filter(Boolean).join(' '),
      content: record.content ?? '',
    })),
  );
  const json = JSON.stringify(miniSearch);
  const started = performance.now();
  const loaded = MiniSearch.loadJSON(json, options);
  const loadMs = performance.now() - started;
  const searchOptions = {
    boost: { title: 4, path: 1.5 },
    prefix: (_: string, i: number, all: string[]) => i === all.length - 1,
    fuzzy: (term: string) => allowedTypos(term) || false,
    combineWith: 'AND' as const,
  };
  let top3 = 0;
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const { query, accept } of benchQueries) {
      const begun = performance.now();
      const results = loaded.search(query, searchOptions);
      times.push(performance.now() - begun);
      if (round > 0) continue;
      const pages = [...new Set(results.map((r) => new URL(r.url as string).pathname))].slice(0, 3);
      if (pages.some((page) => accept.includes(page))) top3 += 1;
    }
  }
  const bytes = gzipSize(json);
  return {
    engine: 'MiniSearch, one prebuilt index',
    indexGzipBytes: bytes,
    firstQueryGzipBytes: range([bytes]),
    coldMs: range([Math.round(loadMs)]),
    warmP95Ms: percentile(times.slice(benchQueries.length), 95),
    top3,
    typoTolerance: 'yes (edit distance)',
    notes: `${records.length} records; cold = parse + load in Node only, before any download`,
  };
}

async function shardedMiniSearch(page: Page): Promise<EngineFigures> {
  const index = measureIndex(buildDir);
  const warm = await measureWarm(buildDir);
  const cold = await measureCold(page.context().browser()!, origin, buildDir, [
    's',
    'a',
    'gradual rollout',
  ]);
  return {
    engine: 'MiniSearch, sharded (shipped)',
    indexGzipBytes: index.gzipBytes,
    firstQueryGzipBytes: range(cold.map((c) => c.gzipBytes)),
    coldMs: range(cold.map((c) => c.latencyMs)),
    warmP95Ms: warm.p95Ms,
    top3: warm.top3,
    typoTolerance: 'yes (1 typo from 4 letters, 2 from 8)',
    notes: 'section-level documents; one hit per section',
  };
}

/** Pagefind's index of the built pages, searched in Chromium with its own browser API. */
async function pagefindFigures(page: Page): Promise<EngineFigures> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-'));
  // Pagefind's Node API is an ES module only.
  const pagefind = await import('pagefind');
  const { index } = await pagefind.createIndex({
    excludeSelectors: ['nav', 'footer', '.theme-doc-sidebar-container', '.theme-doc-toc-desktop'],
  });
  if (!index) throw new Error('pagefind: no index');
  await index.addDirectory({ path: buildDir });
  await index.writeFiles({ outputPath: out });
  await pagefind.close();
  let indexGzipBytes = 0;
  const sizeOf = (file: string): number => {
    const body = fs.readFileSync(file);
    // Pagefind's own files are gzip already; its JS is not.
    return file.endsWith('.js') || file.endsWith('.json') ? gzipSize(body) : body.length;
  };
  for (const file of fs.readdirSync(out, { recursive: true }) as string[]) {
    const full = path.join(out, file);
    if (fs.statSync(full).isFile()) indexGzipBytes += sizeOf(full);
  }

  const serve = async (target: Page, fetched: string[]): Promise<void> => {
    await target.route('**/pagefind/**', (route) => {
      const file = path.join(
        out,
        new URL(route.request().url()).pathname.replace(/^\/pagefind\//, ''),
      );
      fetched.push(file);
      const contentType = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.json')
          ? 'application/json'
          : 'application/octet-stream';
      return route.fulfill({ body: fs.readFileSync(file), contentType });
    });
  };
  const run = `async (query) => {
    const pf = window.__pf ?? (window.__pf = await import('/pagefind/pagefind.js'));
    const search = await pf.search(query);
    const top = await Promise.all(search.results.slice(0, 20).map((r) => r.data()));
    return top.map((d) => new URL(d.url, location.origin).pathname.replace(/\\.html$/, ''));
  }`;

  const cold: Array<{ ms: number; bytes: number }> = [];
  for (const query of ['s', 'a', 'gradual rollout']) {
    const context = await page.context().browser()!.newContext();
    const fresh = await context.newPage();
    const fetched: string[] = [];
    await serve(fresh, fetched);
    await fresh.goto(`${origin}/reference/banners`);
    const ms = await fresh.evaluate(
      `(async () => { const t = performance.now(); await (${run})(${JSON.stringify(query)}); return performance.now() - t; })()`,
    );
    cold.push({
      ms: Math.round(ms as number),
      bytes: fetched.reduce((sum, f) => sum + sizeOf(f), 0),
    });
    await context.close();
  }

  const fetched: string[] = [];
  await serve(page, fetched);
  await page.goto(`${origin}/reference/banners`);
  let top3 = 0;
  for (const { query, accept } of benchQueries) {
    const pages = (await page.evaluate(`(${run})(${JSON.stringify(query)})`)) as string[];
    if ([...new Set(pages)].slice(0, 3).some((page) => accept.includes(page))) top3 += 1;
  }
  const times = (await page.evaluate(`(async () => {
    const queries = ${JSON.stringify(benchQueries.map((q) => q.query))};
    const times = [];
    for (let round = 0; round < 3; round++) for (const q of queries) {
      const t = performance.now(); await (${run})(q); times.push(performance.now() - t);
    }
    return times;
  })()`)) as number[];
  fs.rmSync(out, { recursive: true, force: true });
  return {
    engine: 'Pagefind',
    indexGzipBytes,
    firstQueryGzipBytes: range(cold.map((c) => c.bytes)),
    coldMs: range(cold.map((c) => c.ms)),
    warmP95Ms: percentile(times, 95),
    top3,
    typoTolerance: 'none (prefix only)',
    notes:
      'page-level results (sub-results by heading); cold = search + data of 20 results, no UI; warm includes loading result data',
  };
}

async function main(): Promise<void> {
  const server = await serveBuild(port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const figures = [
      await monolithicMiniSearch(),
      await shardedMiniSearch(page),
      await pagefindFigures(page),
    ];
    for (const f of figures) {
      console.log(
        `${f.engine.padEnd(32)} index ${(f.indexGzipBytes / 1024).toFixed(0)} KB gz | first query ${(f.firstQueryGzipBytes.min / 1024).toFixed(0)}-${(f.firstQueryGzipBytes.max / 1024).toFixed(0)} KB gz | cold ${f.coldMs.min}-${f.coldMs.max} ms | warm p95 ${f.warmP95Ms} ms | top-3 ${f.top3}/${benchQueries.length} | typos: ${f.typoTolerance}`,
      );
    }
    fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'reports', 'search-engines.json'),
      JSON.stringify({ date: new Date().toISOString(), figures }, null, 2) + '\n',
    );
    console.log('wrote reports/search-engines.json');
  } finally {
    await browser.close();
    server.stop();
  }
}

void main();
