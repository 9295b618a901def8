import type { CategoryId } from './lighthouseSummary';

// JavaScript and CSS before hydration, in KiB of gzip.
export const firstLoadBudgetsKiB: Record<string, number> = {
  home: 200,
  doc: 200,
  tutorial: 200,
  sdk: 200,
  notFound: 200,
  apiOperation: 900,
  apiTag: 900,
};

// What a page loads for itself with no reader action until the network is idle, in KB of gzip.
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

export const firstQueryBudgetKiB = 150;

// Scores vary with the run and the load, so no test fails on them.
export const lighthouseTargets: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
