import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  formatTable,
  missedTargets,
  summarizeRuns,
  type Lhr,
} from '../../scripts/lib/lighthouseSummary';

/**
 * A real mobile run of the home page (Lighthouse 12.8.2), cut down to a few
 * audits per category and without the audits' details, which the summary does not read.
 */
const home = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'fixtures', 'lighthouse', 'home-lhr.json'), 'utf8'),
) as Lhr;
const url = home.finalDisplayedUrl;

type Change = {
  fcp?: number;
  tti?: number;
  performance?: number;
  benchmarkIndex?: number;
};

/** Another run of the same page: the fixture with some figures changed. */
function run({ fcp, tti, performance, benchmarkIndex }: Change = {}): Lhr {
  const lhr = structuredClone(home);
  if (fcp !== undefined) lhr.audits['first-contentful-paint']!.numericValue = fcp;
  if (tti !== undefined) lhr.audits.interactive!.numericValue = tti;
  if (performance !== undefined) lhr.categories.performance!.score = performance;
  if (benchmarkIndex !== undefined) lhr.environment.benchmarkIndex = benchmarkIndex;
  return lhr;
}

test("a page's figures are all those of the run Lighthouse picks as the median", () => {
  const summary = summarizeRuns(url, [
    run({ fcp: 800, tti: 2100, performance: 0.99 }),
    run({ fcp: 1000, tti: 2500, performance: 0.96 }),
    // Closest to the median FCP (900 ms) and time to interactive (2,300 ms).
    run({ fcp: 900, tti: 2300, performance: 0.93, benchmarkIndex: 1500 }),
  ]);
  assert.equal(summary.medianRun, 3);
  // Not the median of the performance scores (96): the median run's own score.
  assert.deepEqual(summary.scores, {
    performance: 93,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
  });
  assert.deepEqual(summary.runScores.performance, [99, 96, 93]);
  assert.deepEqual(summary.runScores.seo, [100, 100, 100]);
  // The performance category's metrics group, by acronym; time to interactive is not in it.
  assert.deepEqual(summary.metrics, {
    FCP: 900,
    LCP: 1354.707125,
    TBT: 173,
    CLS: 0.0002819183237550432,
    SI: 926.9657,
  });
  assert.equal(summary.benchmarkIndex, 1500);
  assert.deepEqual(summary.errors, []);
});

test('failed runs count as runs and errors, and are never the median', () => {
  const noPaint = run();
  noPaint.runtimeError = { code: 'NO_FCP', message: 'The page did not paint any content.' };
  delete noPaint.audits['first-contentful-paint']!.numericValue;
  const noInteractive = run({ performance: 0.5 });
  delete noInteractive.audits.interactive!.numericValue;
  const summary = summarizeRuns(url, [
    noPaint,
    'Lighthouse run of http://127.0.0.1:3295/ timed out',
    noInteractive,
    run(),
  ]);
  assert.equal(summary.runs, 4);
  assert.equal(summary.medianRun, 4);
  assert.equal(summary.scores.performance, 98);
  assert.deepEqual(summary.runScores.performance, [null, null, null, 98]);
  assert.deepEqual(summary.errors, [
    'NO_FCP: The page did not paint any content.',
    'Lighthouse run of http://127.0.0.1:3295/ timed out',
    'no FCP or time to interactive',
  ]);
});

test('with no valid run a page has no scores, and misses every target', () => {
  const summary = summarizeRuns(url, ['Lighthouse returned nothing for http://127.0.0.1:3295/']);
  assert.equal(summary.medianRun, null);
  assert.deepEqual(summary.scores, {
    performance: null,
    accessibility: null,
    'best-practices': null,
    seo: null,
  });
  assert.deepEqual(summary.metrics, {});
  const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
  assert.equal(missedTargets({ home: summary }, targets).length, 4);
});

test('a target is missed below it or without a score, and met at it', () => {
  const missed = missedTargets(
    {
      home: { scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 92 } },
      api: { scores: { performance: 67, accessibility: null, 'best-practices': 100, seo: 100 } },
    },
    { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  );
  assert.deepEqual(missed, [
    { page: 'home', category: 'seo', score: 92, target: 100 },
    { page: 'api', category: 'performance', score: 67, target: 95 },
    { page: 'api', category: 'accessibility', score: null, target: 100 },
  ]);
});

test('the table has one aligned row per page, metrics in their units, and the median run', () => {
  const summary = summarizeRuns(url, [run({ fcp: 800, tti: 2100 }), run(), 'timed out']);
  const failed = summarizeRuns(url, ['timed out']);
  const [header, row, none] = formatTable({ home: summary, doc: failed });
  assert.match(header!, /^page\s+perf\s+a11y\s+bp\s+seo\s+FCP\s+LCP\s+TBT\s+CLS\s+SI\s+run\s+BI$/);
  // Of two runs, the median run is the one with the lower time to interactive.
  assert.match(
    row!,
    /^home\s+98\s+100\s+100\s+100\s+0\.8 s\s+1\.4 s\s+173 ms\s+0\.000\s+0\.9 s\s+1\/3\s+1939$/,
  );
  assert.match(none!, /^doc(\s+-){9}\s+-\/1\s+-$/);
  assert.equal(row!.length, header!.length);
  assert.equal(none!.length, header!.length);
});
