/**
 * What the bench keeps of one page's Lighthouse runs: the figures of the run Lighthouse picks as
 * the median (computeMedianRun, as Lighthouse CI does). That run's whole report is saved beside
 * the bench's, so what is behind an audit is read there rather than re-rendered here.
 */
import type { Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { Util } from 'lighthouse/shared/util.js';

export type Lhr = Result;

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

const categoryLabels: Record<CategoryId, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'bp',
  seo: 'seo',
};

export type LosingAudit = {
  category: CategoryId;
  id: string;
  title: string;
  /** The audit's weight in its category; 0 for performance diagnostics, which act through the metrics. */
  weight: number;
  score: number;
  displayValue?: string;
  /** Lighthouse's estimated savings per metric (ms, or unitless for CLS), the ones above 0. */
  metricSavings?: Record<string, number>;
  /** In how many valid runs it lost points. */
  runs: number;
  /** Whether the median run is one of them; the figures are that run's, else the first run's that lost them. */
  inMedianRun: boolean;
};

export type PageLighthouse = {
  url: string;
  runs: number;
  /** The run Lighthouse chose as the median (1-based, counting failed runs); null when no run was valid. */
  medianRun: number | null;
  /** The median run's score per category, 0 to 100. */
  scores: Record<CategoryId, number | null>;
  /** Each run's scores, in run order; null for a run that failed. */
  runScores: Record<CategoryId, (number | null)[]>;
  /** The median run's metrics (the performance category's "metrics" group) by acronym: ms, CLS unitless. */
  metrics: Record<string, number>;
  /** The machine's speed as Lighthouse measured it during the median run; scores depend on it. */
  benchmarkIndex: number | null;
  losing: LosingAudit[];
  warnings: string[];
  errors: string[];
};

const percent = (score: number | null | undefined): number | null =>
  typeof score === 'number' ? Math.round(score * 100) : null;

/**
 * Whether an audit cost its category points: a weighted audit below a full score, or, in
 * performance, a diagnostic below Lighthouse's pass mark (it weighs nothing but is why the metrics
 * are slow). Hidden audits (insights that duplicate the diagnostics) and unscored ones never do.
 */
function losesPoints(
  category: CategoryId,
  ref: { weight: number; group?: string },
  score: number | null,
): boolean {
  if (ref.group === 'hidden' || score === null) return false;
  if (ref.weight > 0) return score < 1;
  return category === 'performance' && score < Util.PASS_THRESHOLD;
}

function losingIn(lhr: Lhr, inMedianRun: boolean): LosingAudit[] {
  return categoryIds.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || !losesPoints(category, ref, audit.score)) return [];
      const savings = Object.entries(audit.metricSavings ?? {}).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0,
      );
      return [
        {
          category,
          id: ref.id,
          title: audit.title,
          weight: ref.weight,
          score: audit.score!,
          ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          ...(savings.length > 0 ? { metricSavings: Object.fromEntries(savings) } : {}),
          runs: 1,
          inMedianRun,
        },
      ];
    }),
  );
}

const totalSavings = (audit: LosingAudit): number =>
  Object.values(audit.metricSavings ?? {}).reduce((sum, value) => sum + value, 0);

/**
 * One page's runs, in run order: a result, or the message of a run that gave none (a crash, a
 * timeout). Results Lighthouse would not pick a median from count as failed runs.
 */
export function summarizeRuns(url: string, outcomes: readonly (Lhr | string)[]): PageLighthouse {
  // Lighthouse's declarations name its global LH namespace, which is unknown here: typed by hand.
  const valid: Lhr[] = filterToValidRuns(outcomes.filter((o): o is Lhr => typeof o !== 'string'));
  const median: Lhr | undefined = valid.length > 0 ? computeMedianRun(valid) : undefined;
  const losing = new Map<string, LosingAudit>();
  for (const lhr of median ? [median, ...valid.filter((run) => run !== median)] : []) {
    for (const audit of losingIn(lhr, lhr === median)) {
      const seen = losing.get(`${audit.category}/${audit.id}`);
      if (seen) seen.runs += 1;
      else losing.set(`${audit.category}/${audit.id}`, audit);
    }
  }
  const order = (audit: LosingAudit): number => categoryIds.indexOf(audit.category);
  const metricRefs =
    median?.categories.performance?.auditRefs.filter((ref) => ref.group === 'metrics') ?? [];
  return {
    url,
    runs: outcomes.length,
    medianRun: median ? outcomes.indexOf(median) + 1 : null,
    scores: Object.fromEntries(
      categoryIds.map((id) => [id, percent(median?.categories[id]?.score)]),
    ) as PageLighthouse['scores'],
    runScores: Object.fromEntries(
      categoryIds.map((id) => [
        id,
        outcomes.map((o) =>
          typeof o !== 'string' && valid.includes(o) ? percent(o.categories[id]?.score) : null,
        ),
      ]),
    ) as PageLighthouse['runScores'],
    metrics: Object.fromEntries(
      metricRefs.flatMap((ref) => {
        const value = median?.audits[ref.id]?.numericValue;
        return ref.acronym && value !== undefined ? [[ref.acronym, value]] : [];
      }),
    ),
    benchmarkIndex: median?.environment.benchmarkIndex ?? null,
    losing: [...losing.values()].sort(
      (a, b) =>
        order(a) - order(b) ||
        b.weight - a.weight ||
        totalSavings(b) - totalSavings(a) ||
        a.id.localeCompare(b.id),
    ),
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

const seconds = (ms: number | undefined): string =>
  ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number | undefined): string =>
  ms === undefined ? '-' : `${Math.round(ms)} ms`;

/** The table's metric columns: acronym, width, and how the value reads. */
const metricColumns: [string, number, (value: number | undefined) => string][] = [
  ['FCP', 8, seconds],
  ['LCP', 8, seconds],
  ['TBT', 9, millis],
  ['CLS', 7, (value) => (value === undefined ? '-' : value.toFixed(3))],
  ['SI', 8, seconds],
];

/** Every page's median run (its scores, metrics, number and benchmark index), as aligned text lines. */
export function formatTable(pages: Record<string, PageLighthouse>): string[] {
  const header = [
    'page'.padEnd(14),
    ...categoryIds.map((id) => categoryLabels[id].padStart(5)),
    ...metricColumns.map(([name, width]) => name.padStart(width)),
    'run'.padStart(5),
    'BI'.padStart(5),
  ].join(' ');
  const rows = Object.entries(pages).map(([name, page]) =>
    [
      name.padEnd(14),
      ...categoryIds.map((id) => String(page.scores[id] ?? '-').padStart(5)),
      ...metricColumns.map(([acronym, width, show]) => show(page.metrics[acronym]).padStart(width)),
      `${page.medianRun ?? '-'}/${page.runs}`.padStart(5),
      String(page.benchmarkIndex === null ? '-' : Math.round(page.benchmarkIndex)).padStart(5),
    ].join(' '),
  );
  return [header, ...rows];
}

/** The audits that cost a page points, one line each. */
export function formatLosing(name: string, page: PageLighthouse): string[] {
  if (page.losing.length === 0) return [`${name} (${page.url}): no audit lost points`];
  const validRuns = page.runs - page.errors.length;
  return [
    `${name} (${page.url}):`,
    ...page.losing.map((audit) => {
      const cost = `${audit.weight > 0 ? `weight ${audit.weight}` : 'diagnostic'}, score ${audit.score}`;
      const savings = audit.metricSavings
        ? `; saves ${Object.entries(audit.metricSavings)
            .map(([metric, value]) => `${metric} ${metric === 'CLS' ? value : millis(value)}`)
            .join(', ')}`
        : '';
      const runs = `${audit.runs}/${validRuns} runs${audit.inMedianRun ? '' : ', not the median'}`;
      const value = audit.displayValue ? `: ${audit.displayValue}` : '';
      return `  ${categoryLabels[audit.category].padEnd(4)} ${audit.id} (${cost}${savings}; ${runs}) ${audit.title}${value}`;
    }),
  ];
}
