/**
 * Turns several Lighthouse runs of one page into what the bench reports:
 * the median score per category, the median of the key metrics, and every
 * audit that cost the page points, with the elements, files or URLs behind it.
 *
 * Pure functions over the Lighthouse result (LHR) JSON, so they can be tested
 * without a browser; only the fields used here are typed.
 */

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

/** Short column names for the table. */
const categoryLabels: Record<CategoryId, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'bp',
  seo: 'seo',
};

/** The metrics the performance score is made of (INP needs a user; a lab run has none). */
export const metricAudits = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;
export type MetricName = keyof typeof metricAudits;

export type LhrAudit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  explanation?: string;
  metricSavings?: Record<string, number | undefined>;
  /** Tables, lists and opportunities of Lighthouse's details format; read defensively. */
  details?: unknown;
};

export type Lhr = {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number; hostUserAgent: string };
  configSettings: {
    formFactor: string;
    throttlingMethod: string;
    throttling: { rttMs?: number; throughputKbps?: number; cpuSlowdownMultiplier?: number };
  };
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }
  >;
  audits: Record<string, LhrAudit>;
};

export type LosingAudit = {
  category: CategoryId;
  id: string;
  title: string;
  /** The audit's weight in its category; 0 for performance diagnostics, which act through the metrics. */
  weight: number;
  score: number;
  displayValue?: string;
  /** Estimated savings per metric (ms, or unitless for CLS), for performance diagnostics. */
  metricSavings?: Record<string, number>;
  /** In how many of the runs it lost points. */
  runs: number;
  /** The elements, files or URLs behind it, one per line, from the first run where it lost points. */
  details: string[];
};

export type PageLighthouse = {
  url: string;
  runs: number;
  /** Median score per category, 0 to 100; null when no run produced one. */
  scores: Record<CategoryId, number | null>;
  /** Each run's scores, in run order. */
  runScores: Record<CategoryId, (number | null)[]>;
  /** Median of each metric: milliseconds, CLS unitless. */
  metrics: Record<MetricName, number | null>;
  losing: LosingAudit[];
  warnings: string[];
  errors: string[];
};

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const notScored = new Set(['notApplicable', 'manual', 'informative', 'error']);

/**
 * Whether an audit cost its category points: a weighted audit below a full
 * score, or, in performance, a diagnostic Lighthouse marks as not passed
 * (below 0.9): those carry no weight themselves but are why the metrics are slow.
 */
export function losesPoints(
  category: CategoryId,
  ref: { weight: number; group?: string },
  audit: LhrAudit,
): boolean {
  if (ref.group === 'hidden' || audit.score === null || notScored.has(audit.scoreDisplayMode)) {
    return false;
  }
  if (ref.weight > 0) return audit.score < 1;
  return category === 'performance' && audit.score < 0.9;
}

/**
 * A metric's own audit holds only its value; these diagnostics say which
 * elements or tasks made it, and lend the metric their details.
 */
export const metricCauses: Record<string, string> = {
  'largest-contentful-paint': 'largest-contentful-paint-element',
  'cumulative-layout-shift': 'layout-shifts',
  'total-blocking-time': 'long-tasks',
};

const totalSavings = (audit: LosingAudit): number =>
  Object.values(audit.metricSavings ?? {}).reduce((sum, value) => sum + value, 0);

/**
 * One page's runs in one summary. `failures` are runs that produced no
 * result at all (a crash, a timeout); runs with a runtime error count as failed too.
 */
export function summarizeRuns(
  url: string,
  lhrs: readonly Lhr[],
  failures: readonly string[] = [],
): PageLighthouse {
  const good = lhrs.filter((lhr) => !lhr.runtimeError);
  const errors = [
    ...lhrs.flatMap((lhr) =>
      lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [],
    ),
    ...failures,
  ];
  const runScores = Object.fromEntries(
    categoryIds.map((id) => [
      id,
      good.map((lhr) => {
        const score = lhr.categories[id]?.score;
        return typeof score === 'number' ? Math.round(score * 100) : null;
      }),
    ]),
  ) as PageLighthouse['runScores'];
  const scores = Object.fromEntries(
    categoryIds.map((id) => {
      const m = median(runScores[id].filter((s): s is number => s !== null));
      return [id, m === null ? null : Math.round(m)];
    }),
  ) as PageLighthouse['scores'];
  const metrics = Object.fromEntries(
    Object.entries(metricAudits).map(([name, auditId]) => [
      name,
      median(
        good.flatMap((lhr) => {
          const value = lhr.audits[auditId]?.numericValue;
          return typeof value === 'number' ? [value] : [];
        }),
      ),
    ]),
  ) as PageLighthouse['metrics'];

  const losing = new Map<string, LosingAudit>();
  for (const lhr of good) {
    for (const category of categoryIds) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || !losesPoints(category, ref, audit)) continue;
        const key = `${category}/${ref.id}`;
        const seen = losing.get(key);
        if (seen) {
          seen.runs += 1;
          continue;
        }
        const savings = Object.entries(audit.metricSavings ?? {}).filter(
          (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0,
        );
        losing.set(key, {
          category,
          id: ref.id,
          title: audit.title,
          weight: ref.weight,
          score: audit.score!,
          ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          ...(savings.length > 0 ? { metricSavings: Object.fromEntries(savings) } : {}),
          runs: 1,
          details: describeAudit(
            lhr.audits[metricCauses[ref.id] ?? ''] ?? audit,
            new URL(lhr.finalDisplayedUrl).origin,
          ),
        });
      }
    }
  }
  const order = (audit: LosingAudit): number => categoryIds.indexOf(audit.category);
  return {
    url,
    runs: lhrs.length + failures.length,
    scores,
    runScores,
    metrics,
    losing: [...losing.values()].sort(
      (a, b) =>
        order(a) - order(b) ||
        b.weight - a.weight ||
        totalSavings(b) - totalSavings(a) ||
        a.id.localeCompare(b.id),
    ),
    warnings: [...new Set(good.flatMap((lhr) => lhr.runWarnings))],
    errors,
  };
}

/** The run whose performance score is the median one: the run to keep as the page's report. */
export function medianRun<T extends Lhr>(lhrs: readonly T[]): T | undefined {
  const scored = lhrs
    .filter((lhr) => !lhr.runtimeError)
    .map((lhr) => ({ lhr, score: lhr.categories.performance?.score ?? 0 }))
    .sort((a, b) => a.score - b.score);
  return scored[Math.floor((scored.length - 1) / 2)]?.lhr;
}

// ---- details: what an audit found, one short line per element, file or URL ----

type Heading = {
  key: string | null;
  valueType?: string;
  label?: unknown;
  subItemsHeading?: { key?: string; valueType?: string };
};
type Row = Record<string, unknown>;

const maxRows = 5;
const maxSubRows = 3;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function truncate(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** A URL of the page's own site without its origin, to keep lines short. */
function shortUrl(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}

/** One value of a details table, by the column's value type or the value's own type. */
export function formatValue(value: unknown, valueType: string | undefined, origin: string): string {
  if (value === undefined || value === null || value === '') return '';
  if (isObject(value)) {
    switch (value.type) {
      case 'node': {
        const selector =
          typeof value.selector === 'string' ? value.selector : String(value.snippet);
        // Lighthouse falls back to the selector when an element has no text to show.
        const label =
          typeof value.nodeLabel === 'string' && value.nodeLabel !== selector
            ? ` "${truncate(value.nodeLabel, 60)}"`
            : '';
        const why =
          typeof value.explanation === 'string' ? ` (${truncate(value.explanation, 200)})` : '';
        return `${selector}${label}${why}`;
      }
      case 'source-location':
        return `${shortUrl(String(value.url), origin)}:${Number(value.line) + 1}:${Number(value.column) + 1}`;
      case 'url':
      case 'code':
      case 'numeric':
      case 'text':
        return formatValue(value.value, value.type === 'numeric' ? 'numeric' : valueType, origin);
      case 'link':
        return String(value.text);
      default:
        return truncate(JSON.stringify(value), 80);
    }
  }
  if (typeof value === 'number') {
    switch (valueType) {
      case 'bytes':
        return `${(value / 1024).toFixed(1)} KiB`;
      case 'ms':
      case 'timespanMs':
        return `${Math.round(value)} ms`;
      default:
        return String(Math.round(value * 1000) / 1000);
    }
  }
  if (typeof value === 'string') {
    return valueType === 'url' ? shortUrl(value, origin) : truncate(value, 120);
  }
  return truncate(JSON.stringify(value), 80);
}

function labelOf(heading: Heading): string {
  return typeof heading.label === 'string' ? heading.label : '';
}

/** Lines for a table or opportunity: first column as is, the others labelled. */
function describeTable(headings: Heading[], rows: Row[], origin: string): string[] {
  const lines: string[] = [];
  for (const row of rows.slice(0, maxRows)) {
    const cells: string[] = [];
    headings.forEach((heading, column) => {
      if (!heading.key) return;
      const text = formatValue(row[heading.key], heading.valueType, origin);
      if (!text) return;
      cells.push(column === 0 || !labelOf(heading) ? text : `${labelOf(heading)} ${text}`);
    });
    const subItems =
      isObject(row.subItems) && Array.isArray(row.subItems.items) ? row.subItems.items : [];
    const sub = subItems
      .slice(0, maxSubRows)
      .map((item: unknown) =>
        headings
          .map((heading) => {
            const key = heading.subItemsHeading?.key;
            return key && isObject(item)
              ? formatValue(
                  item[key],
                  heading.subItemsHeading?.valueType ?? heading.valueType,
                  origin,
                )
              : '';
          })
          .filter(Boolean)
          .join(' '),
      )
      .filter(Boolean);
    if (subItems.length > maxSubRows) sub.push(`${subItems.length - maxSubRows} more`);
    const line = cells.join(', ') + (sub.length > 0 ? ` [${sub.join('; ')}]` : '');
    if (line) lines.push(line);
  }
  if (rows.length > maxRows) lines.push(`… and ${rows.length - maxRows} more`);
  return lines;
}

function describeDetails(details: unknown, origin: string): string[] {
  if (!isObject(details)) return [];
  const items = Array.isArray(details.items) ? details.items : [];
  switch (details.type) {
    case 'table':
    case 'opportunity':
      return describeTable(
        (Array.isArray(details.headings) ? details.headings : []) as Heading[],
        items.filter(isObject),
        origin,
      );
    case 'list':
      return items.flatMap((item) => describeDetails(item, origin));
    default:
      // Screenshots, request chains, treemaps, debug data: nothing to read in a terminal.
      return [];
  }
}

/** What an audit found, one short line per element, file or URL; its explanation first. */
export function describeAudit(audit: LhrAudit, origin: string): string[] {
  return [
    ...(audit.explanation ? [truncate(audit.explanation, 200)] : []),
    ...describeDetails(audit.details, origin),
  ];
}

// ---- targets and printing ----

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

const seconds = (ms: number | null): string => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number | null): string => (ms === null ? '-' : `${Math.round(ms)} ms`);

/** The scores and metrics of every page, as aligned text lines. */
export function formatTable(pages: Record<string, PageLighthouse>): string[] {
  const header = [
    'page'.padEnd(14),
    ...categoryIds.map((id) => categoryLabels[id].padStart(5)),
    'FCP'.padStart(8),
    'LCP'.padStart(8),
    'TBT'.padStart(9),
    'CLS'.padStart(7),
    'SI'.padStart(8),
  ].join(' ');
  const rows = Object.entries(pages).map(([name, page]) =>
    [
      name.padEnd(14),
      ...categoryIds.map((id) => String(page.scores[id] ?? '-').padStart(5)),
      seconds(page.metrics.fcpMs).padStart(8),
      seconds(page.metrics.lcpMs).padStart(8),
      millis(page.metrics.tbtMs).padStart(9),
      (page.metrics.cls === null ? '-' : page.metrics.cls.toFixed(3)).padStart(7),
      seconds(page.metrics.speedIndexMs).padStart(8),
    ].join(' '),
  );
  return [header, ...rows];
}

/** The audits that cost a page points, with what each found, as indented text lines. */
export function formatLosing(name: string, page: PageLighthouse): string[] {
  if (page.losing.length === 0) return [`${name} (${page.url}): no audit lost points`];
  const lines = [`${name} (${page.url}):`];
  for (const audit of page.losing) {
    const cost =
      audit.weight > 0
        ? `weight ${audit.weight}, score ${audit.score}`
        : `diagnostic, score ${audit.score}`;
    const savings = audit.metricSavings
      ? `; saves ${Object.entries(audit.metricSavings)
          .map(
            ([metric, value]) =>
              `${metric} ${metric === 'CLS' ? value : `${Math.round(value)} ms`}`,
          )
          .join(', ')}`
      : '';
    const value = audit.displayValue ? `: ${audit.displayValue}` : '';
    lines.push(
      `  ${categoryLabels[audit.category].padEnd(4)} ${audit.id} (${cost}${savings}; ${audit.runs}/${page.runs - page.errors.length} runs) ${audit.title}${value}`,
    );
    for (const detail of audit.details) lines.push(`         ${detail}`);
  }
  return lines;
}
