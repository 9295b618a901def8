/**
 * Page-weight budgets, in KiB of gzip: checked by tests/e2e/pageWeight.spec.ts
 * on every test run, and by `npm run bench:check` against the bench report.
 */
import type { CategoryId } from './lighthouseSummary';

/** JavaScript and CSS a page downloads before hydration, per page type of `pageTypes`. */
export const firstLoadBudgetsKiB: Record<string, number> = {
  home: 200,
  doc: 200,
  tutorial: 200,
  sdk: 200,
  notFound: 200,
  apiOperation: 900,
  apiTag: 900,
};

/**
 * All the JavaScript and CSS a page loads for itself with no reader action until the network is
 * idle (lazy parts included, prefetched chunks of linked pages not), in KB (1,000 bytes) of gzip.
 */
export const idleBudgetsKB = {
  home: 250,
  doc: 250,
  tutorial: 250,
  sdk: 250,
  'doc-with-diagrams': 250,
  notFound: 250,
  apiTag: 500,
  apiOperation: 500,
} satisfies Record<string, number>;

/** What the built-in search downloads for the first query typed in the overlay. */
export const firstQueryBudgetKiB = 150;

/** Lighthouse targets (mobile). Scores vary with the run and the load, so no test fails on them. */
export const lighthouseTargets: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
