/**
 * Turns several Lighthouse runs of one page into what the bench reports: the
 * median category scores and metric values of Lighthouse's result (LHR), and
 * every audit that cost the page points, with the elements, files or URLs of
 * its details. Pure functions over the LHR, so they can be tested without a browser.
 */
import type { Result } from 'lighthouse';

export type Lhr = Result;
export type LhrAudit = Result['audits'][string];

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

export type LosingAudit = {
  category: CategoryId;
  id: string;
  title: string;
  /** The audit's weight in its category; 0 for performance diagnostics, which act through the metrics. */
  weight: number;
  score: number;
  displayValue?: string;
  /** Lighthouse's estimated savings per metric (ms, or unitless for CLS), for performance diagnostics. */
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
  /** Median of each metric's numericValue: milliseconds, CLS unitless. */
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

const percent = (score: number | null | undefined): number | null =>
  typeof score === 'number' ? Math.round(score * 100) : null;

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
  const runScores = Object.fromEntries(
    categoryIds.map((id) => [id, good.map((lhr) => percent(lhr.categories[id]?.score))]),
  ) as PageLighthouse['runScores'];
  const scores = Object.fromEntries(
    categoryIds.map((id) => {
      const m = median(runScores[id].filter((s): s is number => s !== null));
      return [id, m === null ? null : Math.round(m)];
    }),
  ) as PageLighthouse['scores'];
  const metrics = Object.fromEntries(
    Object.entries(metricAudits).map(([name, id]) => [
      name,
      median(good.flatMap((lhr) => lhr.audits[id]?.numericValue ?? [])),
    ]),
  ) as PageLighthouse['metrics'];

  const losing = new Map<string, LosingAudit>();
  for (const lhr of good) {
    for (const category of categoryIds) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || !losesPoints(category, ref, audit)) continue;
        const seen = losing.get(`${category}/${ref.id}`);
        if (seen) {
          seen.runs += 1;
          continue;
        }
        const savings = Object.entries(audit.metricSavings ?? {}).filter(
          (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0,
        );
        losing.set(`${category}/${ref.id}`, {
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
    errors: [
      ...lhrs.flatMap((lhr) =>
        lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [],
      ),
      ...failures,
    ],
  };
}

// ---- details: what an audit found, one short line per element, file or URL ----

/** Lighthouse's details format (tables, opportunities, lists of them), read defensively. */
type Json = Record<string, unknown>;
type Heading = { key?: string | null; valueType?: string; label?: unknown; subItemsHeading?: Json };

const maxRows = 5;
const maxSubRows = 3;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function truncate(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** A URL of the page's own site without its origin, to keep lines short. */
const shortUrl = (url: string, origin: string): string =>
  url.startsWith(origin) ? url.slice(origin.length) || '/' : url;

/** One value of a details table, by the column's value type or the value's own type. */
export function formatValue(value: unknown, valueType: unknown, origin: string): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'number') {
    if (valueType === 'bytes') return `${(value / 1024).toFixed(1)} KiB`;
    if (valueType === 'ms' || valueType === 'timespanMs') return `${Math.round(value)} ms`;
    return String(Math.round(value * 1000) / 1000);
  }
  if (typeof value === 'string') {
    return valueType === 'url' ? shortUrl(value, origin) : truncate(value, 120);
  }
  if (!isObject(value)) return truncate(JSON.stringify(value), 80);
  const text = (key: string, length: number): string | undefined =>
    typeof value[key] === 'string' ? truncate(value[key], length) : undefined;
  switch (value.type) {
    case 'node': {
      const selector = typeof value.selector === 'string' ? value.selector : String(value.snippet);
      // Lighthouse falls back to the selector when an element has no text to show.
      const label = value.nodeLabel !== selector ? text('nodeLabel', 60) : undefined;
      const why = text('explanation', 200);
      return `${selector}${label === undefined ? '' : ` "${label}"`}${why === undefined ? '' : ` (${why})`}`;
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

/** Lines for a table or opportunity: first column as is, the others labelled; sub-items in brackets. */
function describeTable(headings: Heading[], rows: Json[], origin: string): string[] {
  const lines = rows.slice(0, maxRows).flatMap((row) => {
    const cells = headings.flatMap((heading, column) => {
      const value = heading.key ? formatValue(row[heading.key], heading.valueType, origin) : '';
      const label = typeof heading.label === 'string' ? heading.label : '';
      return !value ? [] : [column === 0 || !label ? value : `${label} ${value}`];
    });
    const subItems = isObject(row.subItems) ? listOf(row.subItems.items) : [];
    const sub = subItems.slice(0, maxSubRows).flatMap((item) => {
      const values = headings.map(({ subItemsHeading: heading, valueType }) =>
        typeof heading?.key === 'string' && isObject(item)
          ? formatValue(item[heading.key], heading.valueType ?? valueType, origin)
          : '',
      );
      const line = values.filter(Boolean).join(' ');
      return line ? [line] : [];
    });
    if (subItems.length > maxSubRows) sub.push(`${subItems.length - maxSubRows} more`);
    const line = cells.join(', ') + (sub.length > 0 ? ` [${sub.join('; ')}]` : '');
    return line ? [line] : [];
  });
  if (rows.length > maxRows) lines.push(`… and ${rows.length - maxRows} more`);
  return lines;
}

function describeDetails(details: unknown, origin: string): string[] {
  if (!isObject(details)) return [];
  const items = listOf(details.items);
  if (details.type === 'list') return items.flatMap((item) => describeDetails(item, origin));
  if (details.type !== 'table' && details.type !== 'opportunity') {
    // Screenshots, request chains, treemaps, debug data: nothing to read in a terminal.
    return [];
  }
  return describeTable(listOf(details.headings) as Heading[], items.filter(isObject), origin);
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
    ...[
      ['FCP', 8],
      ['LCP', 8],
      ['TBT', 9],
      ['CLS', 7],
      ['SI', 8],
    ].map(([name, width]) => String(name).padStart(Number(width))),
  ].join(' ');
  const rows = Object.entries(pages).map(([name, { scores, metrics }]) =>
    [
      name.padEnd(14),
      ...categoryIds.map((id) => String(scores[id] ?? '-').padStart(5)),
      seconds(metrics.fcpMs).padStart(8),
      seconds(metrics.lcpMs).padStart(8),
      millis(metrics.tbtMs).padStart(9),
      (metrics.cls === null ? '-' : metrics.cls.toFixed(3)).padStart(7),
      seconds(metrics.speedIndexMs).padStart(8),
    ].join(' '),
  );
  return [header, ...rows];
}

/** The audits that cost a page points, with what each found, as indented text lines. */
export function formatLosing(name: string, page: PageLighthouse): string[] {
  if (page.losing.length === 0) return [`${name} (${page.url}): no audit lost points`];
  const lines = [`${name} (${page.url}):`];
  for (const audit of page.losing) {
    const cost = `${audit.weight > 0 ? `weight ${audit.weight}` : 'diagnostic'}, score ${audit.score}`;
    const savings = audit.metricSavings
      ? `; saves ${Object.entries(audit.metricSavings)
          .map(([metric, value]) => `${metric} ${metric === 'CLS' ? value : millis(value)}`)
          .join(', ')}`
      : '';
    const value = audit.displayValue ? `: ${audit.displayValue}` : '';
    lines.push(
      `  ${categoryLabels[audit.category].padEnd(4)} ${audit.id} (${cost}${savings}; ${audit.runs}/${page.runs - page.errors.length} runs) ${audit.title}${value}`,
      ...audit.details.map((detail) => `         ${detail}`),
    );
  }
  return lines;
}
