import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  formatLosing,
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
  scores?: Record<string, number>;
};

/** Another run of the same page: the fixture with some figures changed. */
function run({ fcp, tti, performance, benchmarkIndex, scores = {} }: Change = {}): Lhr {
  const lhr = structuredClone(home);
  if (fcp !== undefined) lhr.audits['first-contentful-paint']!.numericValue = fcp;
  if (tti !== undefined) lhr.audits.interactive!.numericValue = tti;
  if (performance !== undefined) lhr.categories.performance!.score = performance;
  if (benchmarkIndex !== undefined) lhr.environment.benchmarkIndex = benchmarkIndex;
  for (const [id, score] of Object.entries(scores)) lhr.audits[id]!.score = score;
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
  assert.deepEqual(
    summary.losing.map((audit) => `${audit.id} ${audit.runs}`),
    [
      'total-blocking-time 1',
      'legacy-javascript 1',
      'render-blocking-resources 1',
      'unused-javascript 1',
      'uses-long-cache-ttl 1',
    ],
  );
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
  assert.deepEqual(summary.losing, []);
  const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
  assert.equal(missedTargets({ home: summary }, targets).length, 4);
});

test('the audits that cost points: weighted ones below 1, performance diagnostics below the pass mark', () => {
  // In the fixture, hidden insights (render-blocking-insight 0, max-potential-fid 0.6),
  // an informative audit, a not-applicable and a manual one fail nothing.
  const losing = summarizeRuns(url, [
    run({ scores: { 'valid-source-maps': 0, 'mainthread-work-breakdown': 0.9 } }),
  ]).losing;
  assert.deepEqual(
    losing.map((audit) => [audit.category, audit.id, audit.weight, audit.score]),
    [
      ['performance', 'total-blocking-time', 30, 0.92],
      ['performance', 'legacy-javascript', 0, 0.5],
      ['performance', 'render-blocking-resources', 0, 0.5],
      ['performance', 'unused-javascript', 0, 0.5],
      ['performance', 'uses-long-cache-ttl', 0, 0.5],
    ],
    'valid-source-maps weighs nothing in best practices; 0.9 passes',
  );
  assert.deepEqual(losing[0], {
    category: 'performance',
    id: 'total-blocking-time',
    title: 'Total Blocking Time',
    weight: 30,
    score: 0.92,
    displayValue: '170\u00a0ms',
    runs: 1,
    inMedianRun: true,
  });
  // Savings of 0 are left out.
  assert.equal(losing[2]!.metricSavings, undefined);
});

test("audits that lost points in other runs are listed with their counts, the median run's figures first", () => {
  const summary = summarizeRuns(url, [
    run({ fcp: 800, tti: 2100, scores: { 'heading-order': 0, 'mainthread-work-breakdown': 0 } }),
    run({ fcp: 900, tti: 2300, scores: { 'total-blocking-time': 0.81 } }),
    run({ fcp: 1000, tti: 2500, scores: { 'heading-order': 0, 'total-blocking-time': 0.7 } }),
  ]);
  assert.equal(summary.medianRun, 2);
  const byId = new Map(summary.losing.map((audit) => [audit.id, audit]));
  assert.deepEqual(
    summary.losing.map((audit) => audit.id),
    [
      'total-blocking-time',
      // Estimated savings (TBT 150 ms) before the diagnostics without any.
      'mainthread-work-breakdown',
      'legacy-javascript',
      'render-blocking-resources',
      'unused-javascript',
      'uses-long-cache-ttl',
      'heading-order',
    ],
  );
  assert.equal(byId.get('total-blocking-time')!.score, 0.81);
  assert.equal(byId.get('total-blocking-time')!.runs, 3);
  assert.deepEqual(byId.get('mainthread-work-breakdown')!.metricSavings, { TBT: 150 });
  assert.equal(byId.get('heading-order')!.runs, 2);
  assert.equal(byId.get('heading-order')!.inMedianRun, false);

  const lines = formatLosing('home', summary);
  assert.equal(lines[0], `home (${url}):`);
  assert.equal(
    lines[1],
    '  perf total-blocking-time (weight 30, score 0.81; 3/3 runs) Total Blocking Time: 170\u00a0ms',
  );
  assert.equal(
    lines[2],
    '  perf mainthread-work-breakdown (diagnostic, score 0; saves TBT 150 ms; 1/3 runs, not the median) Minimizes main-thread work: 1.8\u00a0s',
  );
  assert.equal(
    lines.at(-1),
    '  a11y heading-order (weight 3, score 0; 2/3 runs, not the median) Heading elements appear in a sequentially-descending order',
  );
  assert.deepEqual(formatLosing('doc', { ...summary, losing: [] }), [
    `doc (${url}): no audit lost points`,
  ]);
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
