import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  describeAudit,
  formatLosing,
  formatTable,
  losesPoints,
  median,
  missedTargets,
  summarizeRuns,
  type Lhr,
  type LhrAudit,
} from '../../scripts/lib/lighthouseSummary';

const origin = 'http://127.0.0.1:3261';

/** An audit result; `extra` is loosely typed, the details here being cut down to what the summary reads. */
function audit(id: string, score: number | null, extra: Record<string, unknown> = {}): LhrAudit {
  return { id, title: `Title of ${id}`, score, scoreDisplayMode: 'binary', ...extra } as LhrAudit;
}

/** A Lighthouse result with the shape of a real one, cut down to what the summary reads. */
function lhr(
  scores: { perf: number; a11y: number; bp: number; seo: number },
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number },
  audits: LhrAudit[] = [],
): Lhr {
  const metric = (id: string, value: number, score: number): LhrAudit =>
    audit(id, score, { scoreDisplayMode: 'numeric', numericValue: value });
  const all = [
    metric('first-contentful-paint', metrics.fcp, 1),
    metric('largest-contentful-paint', metrics.lcp, metrics.lcp > 2500 ? 0.8 : 1),
    metric('total-blocking-time', metrics.tbt, metrics.tbt > 200 ? 0.5 : 1),
    metric('cumulative-layout-shift', metrics.cls, 1),
    metric('speed-index', metrics.si, 1),
    ...audits,
  ];
  const ref = (id: string, weight: number, group?: string) => ({ id, weight, group });
  const inCategory = (prefix: string) =>
    audits
      .filter((a) => a.id.startsWith(prefix))
      .map((a) => ref(a.id, a.id.endsWith('-w0') ? 0 : 3));
  return {
    lighthouseVersion: '12.8.2',
    finalDisplayedUrl: `${origin}/reference/banners`,
    runWarnings: [],
    environment: { benchmarkIndex: 2000, hostUserAgent: 'HeadlessChrome/156' },
    configSettings: {
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
    },
    categories: {
      performance: {
        score: scores.perf,
        auditRefs: [
          ref('first-contentful-paint', 10, 'metrics'),
          ref('largest-contentful-paint', 25, 'metrics'),
          ref('total-blocking-time', 30, 'metrics'),
          ref('cumulative-layout-shift', 25, 'metrics'),
          ref('speed-index', 10, 'metrics'),
          ...audits
            .filter((a) => a.id.startsWith('perf-'))
            .map((a) => ref(a.id, 0, a.id.includes('hidden') ? 'hidden' : 'diagnostics')),
        ],
      },
      accessibility: { score: scores.a11y, auditRefs: inCategory('a11y-') },
      'best-practices': { score: scores.bp, auditRefs: inCategory('bp-') },
      seo: { score: scores.seo, auditRefs: inCategory('seo-') },
    },
    audits: Object.fromEntries(all.map((a) => [a.id, a])),
  } as unknown as Lhr;
}

test('the median of an odd count is the middle value, of an even count the mean of the two', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([40, 10, 30, 20]), 25);
  assert.equal(median([7]), 7);
  assert.equal(median([]), null);
});

test('an audit costs points when weighted and below full score, or as a failed performance diagnostic', () => {
  const weighted = { weight: 3 };
  const diagnostic = { weight: 0, group: 'diagnostics' };
  assert.equal(losesPoints('accessibility', weighted, audit('a', 0)), true);
  assert.equal(losesPoints('performance', { weight: 25 }, audit('lcp', 0.99)), true);
  assert.equal(losesPoints('accessibility', weighted, audit('a', 1)), false);
  // Weight 0 outside performance (valid-source-maps in best practices): no points lost.
  assert.equal(losesPoints('best-practices', { weight: 0 }, audit('maps', 0)), false);
  assert.equal(losesPoints('performance', diagnostic, audit('unused-js', 0.5)), true);
  assert.equal(losesPoints('performance', diagnostic, audit('unused-js', 0.9)), false);
  assert.equal(
    losesPoints('performance', { weight: 0, group: 'hidden' }, audit('insight', 0)),
    false,
  );
  assert.equal(losesPoints('accessibility', weighted, audit('a', null)), false);
  assert.equal(
    losesPoints('seo', weighted, audit('a', 0, { scoreDisplayMode: 'notApplicable' })),
    false,
  );
});

test('runs are summarized by the median of each score and metric, failed runs set aside', () => {
  const heading = audit('a11y-heading-order', 0, {
    details: {
      type: 'table',
      headings: [{ key: 'node', valueType: 'node', label: 'Failing Elements' }],
      items: [
        {
          node: {
            type: 'node',
            selector: 'summary > h4.openapi-security__summary-header',
            nodeLabel: 'Authorization',
            explanation: 'Fix any of the following:\n  Heading order invalid',
          },
        },
      ],
    },
  });
  const runs = [
    lhr(
      { perf: 0.71, a11y: 0.99, bp: 1, seo: 0.92 },
      { fcp: 900, lcp: 2900, tbt: 700, cls: 0.05, si: 1300 },
      [heading],
    ),
    lhr(
      { perf: 0.9, a11y: 1, bp: 1, seo: 0.92 },
      { fcp: 1000, lcp: 2300, tbt: 150, cls: 0.05, si: 1200 },
    ),
    lhr(
      { perf: 0.8, a11y: 0.99, bp: 1, seo: 0.92 },
      { fcp: 1100, lcp: 2600, tbt: 400, cls: 0.04, si: 1500 },
      [heading],
    ),
    {
      ...lhr({ perf: 0, a11y: 0, bp: 0, seo: 0 }, { fcp: 0, lcp: 0, tbt: 0, cls: 0, si: 0 }),
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    },
  ];
  const summary = summarizeRuns(`${origin}/reference/banners`, runs, ['run timed out']);
  assert.equal(summary.runs, 5);
  assert.deepEqual(summary.errors, [
    'NO_FCP: The page did not paint any content.',
    'run timed out',
  ]);
  assert.deepEqual(summary.scores, {
    performance: 80,
    accessibility: 99,
    'best-practices': 100,
    seo: 92,
  });
  assert.deepEqual(summary.runScores.performance, [71, 90, 80]);
  assert.deepEqual(summary.metrics, {
    fcpMs: 1000,
    lcpMs: 2600,
    tbtMs: 400,
    cls: 0.05,
    speedIndexMs: 1300,
  });
  assert.deepEqual(
    summary.losing.map((a) => [a.category, a.id, a.runs]),
    [
      ['performance', 'total-blocking-time', 2],
      ['performance', 'largest-contentful-paint', 2],
      ['accessibility', 'a11y-heading-order', 2],
    ],
  );
  assert.deepEqual(summary.losing[2]!.details, [
    'summary > h4.openapi-security__summary-header "Authorization" (Fix any of the following: Heading order invalid)',
  ]);
});

test('a metric that costs points lists the elements or tasks behind it', () => {
  const shifts = audit('layout-shifts', 1, {
    scoreDisplayMode: 'informative',
    details: {
      type: 'table',
      headings: [
        { key: 'node', valueType: 'node', label: 'Element' },
        { key: 'score', valueType: 'numeric', label: 'Layout shift score' },
      ],
      items: [
        {
          node: { type: 'node', selector: 'div.col > p', nodeLabel: 'Creates a flag' },
          score: 0.0544,
        },
      ],
    },
  });
  const run = lhr(
    { perf: 0.9, a11y: 1, bp: 1, seo: 1 },
    { fcp: 900, lcp: 2000, tbt: 100, cls: 0.054, si: 1000 },
    [shifts],
  );
  run.audits['cumulative-layout-shift']!.score = 0.98;
  const [cls] = summarizeRuns(`${origin}/`, [run]).losing;
  assert.equal(cls!.id, 'cumulative-layout-shift');
  assert.deepEqual(cls!.details, ['div.col > p "Creates a flag", Layout shift score 0.054']);
});

test('performance diagnostics are listed by their estimated savings, largest first', () => {
  const run = lhr(
    { perf: 0.6, a11y: 1, bp: 1, seo: 1 },
    { fcp: 900, lcp: 2000, tbt: 100, cls: 0, si: 1000 },
    [
      audit('perf-small', 0.5, { scoreDisplayMode: 'metricSavings', metricSavings: { LCP: 50 } }),
      audit('perf-big', 0, {
        scoreDisplayMode: 'metricSavings',
        metricSavings: { TBT: 1200, FCP: 0 },
        displayValue: '2.9 s',
      }),
      audit('perf-hidden-insight', 0, { metricSavings: { TBT: 5000 } }),
    ],
  );
  const summary = summarizeRuns(`${origin}/`, [run]);
  assert.deepEqual(
    summary.losing.map((a) => [a.id, a.metricSavings]),
    [
      ['perf-big', { TBT: 1200 }],
      ['perf-small', { LCP: 50 }],
    ],
  );
  const lines = formatLosing('home', summary);
  assert.equal(lines[0], `home (${origin}/):`);
  assert.equal(
    lines[1],
    '  perf perf-big (diagnostic, score 0; saves TBT 1200 ms; 1/1 runs) Title of perf-big: 2.9 s',
  );
  assert.deepEqual(formatLosing('doc', { ...summary, losing: [] }), [
    `doc (${origin}/): no audit lost points`,
  ]);
});

test('details name the files, sizes and sub-items, five rows at most', () => {
  const rows = Array.from({ length: 7 }, (_, i) => ({
    url: `${origin}/assets/js/chunk${i}.js`,
    totalBytes: 10240 * (i + 1),
    wastedBytes: 2048,
    subItems: {
      type: 'subitems',
      items: [
        {
          signal: '@babel/plugin-transform-classes',
          location: {
            type: 'source-location',
            url: `${origin}/assets/js/chunk${i}.js`,
            line: 0,
            column: 9,
          },
        },
      ],
    },
  }));
  const lines = describeAudit(
    audit('unused-javascript', 0, {
      details: {
        type: 'opportunity',
        headings: [
          {
            key: 'url',
            valueType: 'url',
            label: 'URL',
            subItemsHeading: { key: 'location', valueType: 'source-location' },
          },
          { key: null, valueType: 'code', label: '', subItemsHeading: { key: 'signal' } },
          { key: 'totalBytes', valueType: 'bytes', label: 'Transfer Size' },
          { key: 'wastedBytes', valueType: 'bytes', label: 'Est Savings' },
        ],
        items: rows,
      },
    }),
    origin,
  );
  assert.equal(lines.length, 6);
  assert.equal(
    lines[0],
    '/assets/js/chunk0.js, Transfer Size 10.0 KiB, Est Savings 2.0 KiB [/assets/js/chunk0.js:1:10 @babel/plugin-transform-classes]',
  );
  assert.equal(lines[5], '… and 2 more');
});

test('list details are read table by table; screenshots and debug data give no lines', () => {
  const lines = describeAudit(
    audit('largest-contentful-paint-element', 0, {
      explanation: 'The element was painted late.',
      details: {
        type: 'list',
        items: [
          {
            type: 'table',
            headings: [{ key: 'node', valueType: 'node', label: 'Element' }],
            items: [
              { node: { type: 'node', selector: 'article > p', nodeLabel: 'Banners are…' } },
              { node: { type: 'node', selector: 'div > code', nodeLabel: 'div > code' } },
            ],
          },
          {
            type: 'table',
            headings: [
              { key: 'phase', valueType: 'text', label: 'Phase' },
              { key: 'timing', valueType: 'ms', label: 'Timing' },
            ],
            items: [{ phase: 'Render Delay', timing: 2359.7 }],
          },
          { type: 'debugdata', items: [{ anything: 1 }] },
        ],
      },
    }),
    origin,
  );
  assert.deepEqual(lines, [
    'The element was painted late.',
    'article > p "Banners are…"',
    'div > code',
    'Render Delay, Timing 2360 ms',
  ]);
  assert.deepEqual(
    describeAudit(audit('final-screenshot', 1, { details: { type: 'screenshot' } }), origin),
    [],
  );
});

test('a target is missed below it or without a score, and met at it', () => {
  const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
  const missed = missedTargets(
    {
      home: { scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 92 } },
      api: { scores: { performance: 67, accessibility: null, 'best-practices': 100, seo: 100 } },
    },
    targets,
  );
  assert.deepEqual(missed, [
    { page: 'home', category: 'seo', score: 92, target: 100 },
    { page: 'api', category: 'performance', score: 67, target: 95 },
    { page: 'api', category: 'accessibility', score: null, target: 100 },
  ]);
});

test('the table has one aligned row per page, metrics in their units', () => {
  const summary = summarizeRuns(`${origin}/`, [
    lhr(
      { perf: 0.85, a11y: 1, bp: 1, seo: 0.92 },
      { fcp: 941, lcp: 2830, tbt: 1894.8, cls: 0.0001, si: 1263 },
    ),
  ]);
  const [header, row] = formatTable({
    home: summary,
    doc: { ...summary, scores: { ...summary.scores, performance: null } },
  });
  assert.match(header!, /^page\s+perf\s+a11y\s+bp\s+seo\s+FCP\s+LCP\s+TBT\s+CLS\s+SI$/);
  assert.match(row!, /^home\s+85\s+100\s+100\s+92\s+0\.9 s\s+2\.8 s\s+1895 ms\s+0\.000\s+1\.3 s$/);
  assert.equal(row!.length, header!.length);
});
