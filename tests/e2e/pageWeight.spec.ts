import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pageTypes } from '../../scripts/bench';
import { firstLoadBudgetsKiB, firstQueryBudgetKiB } from '../../scripts/lib/budgets';
import { measureFirstLoad } from '../../scripts/lib/firstLoad';
import { measureCold } from '../../scripts/lib/searchBench';

// Bytes do not depend on the viewport: measured once, on desktop.
test.skip(({ isMobile }) => isMobile, 'measured in the desktop project');

const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

/**
 * Page types whose budget does not hold yet (issue 4): the route manifest of
 * the 381 API pages costs every page about 35 KiB. Marked as expected
 * failures, so the suite turns red the day they fit and the mark must go.
 */
const overBudget = new Set(['doc', 'tutorial', 'sdk']);

for (const [type, budget] of Object.entries(firstLoadBudgetsKiB)) {
  test(`${type} page (${pageTypes[type]}) loads at most ${budget} KiB gzip of JS and CSS before hydration`, async ({
    browser,
    baseURL,
  }) => {
    test.fail(overBudget.has(type), 'over its budget: the route manifest of the API pages');
    const load = await measureFirstLoad(browser, `${baseURL}${pageTypes[type]}`);
    const largest = load.detail
      .slice(0, 5)
      .map((file) => `${file.file} ${kib(file.gzipBytes)} KiB`)
      .join(', ');
    expect(kib(load.totalGzipBytes), `largest files: ${largest}`).toBeLessThanOrEqual(budget);
  });
}

test(`the first search query downloads at most ${firstQueryBudgetKiB} KiB gzip`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const runs = await measureCold(browser, baseURL!, path.join(__dirname, '..', '..', 'build'), [
    's',
    'gradual rollout',
  ]);
  for (const run of runs) {
    expect(kib(run.gzipBytes), `query '${run.query}'`).toBeLessThanOrEqual(firstQueryBudgetKiB);
  }
});
