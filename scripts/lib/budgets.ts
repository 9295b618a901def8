/**
 * Page-weight budgets, in KiB of gzip: checked by tests/e2e/pageWeight.spec.ts
 * on every test run, and by `npm run bench:check` against the bench report.
 */

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

/** What the built-in search downloads for the first query typed in the overlay. */
export const firstQueryBudgetKiB = 150;
