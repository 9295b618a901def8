import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './fixtures';
import { pageTypes } from '../../scripts/bench';
import { firstLoadBudgetsKiB, firstQueryBudgetKiB, idleBudgetsKB } from '../../scripts/lib/budgets';
import { assetsNamedBy, measureAtIdle, measureFirstLoad } from '../../scripts/lib/firstLoad';
import { measureCold } from '../../scripts/lib/searchBench';

// Bytes do not depend on the viewport: measured once, on desktop.
test.skip(({ isMobile }) => isMobile, 'measured in the desktop project');

const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

for (const [type, budget] of Object.entries(firstLoadBudgetsKiB)) {
  test(`${type} page (${pageTypes[type]}) loads at most ${budget} KiB gzip of JS and CSS before hydration`, async ({
    browser,
    baseURL,
  }) => {
    const load = await measureFirstLoad(browser, `${baseURL}${pageTypes[type]}`);
    const largest = load.detail
      .slice(0, 5)
      .map((file) => `${file.file} ${kib(file.gzipBytes)} KiB`)
      .join(', ');
    expect(kib(load.totalGzipBytes), `largest files: ${largest}`).toBeLessThanOrEqual(budget);
    // Everything hydration waits for is named in the HTML, so the browser
    // fetches it beside the main bundle instead of after it.
    const url = `${baseURL}${pageTypes[type]}`;
    const named = assetsNamedBy(await (await fetch(url)).text(), url);
    const late = load.detail
      .map((file) => file.file)
      .filter((file) => !named.has(new URL(file, url).href));
    expect(late, 'files hydration waited for that the HTML does not name').toEqual([]);
  });
}

for (const [type, budget] of Object.entries(idleBudgetsKB)) {
  test(`${type} page (${pageTypes[type]}) loads at most ${budget} KB gzip of JS and CSS for itself, with no interaction`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const load = await measureAtIdle(browser, `${baseURL}${pageTypes[type]}`);
    const largest = load.detail
      .slice(0, 8)
      .map((file) => `${file.file} ${(file.gzipBytes / 1000).toFixed(1)} KB`)
      .join(', ');
    expect(load.totalGzipBytes / 1000, `largest files: ${largest}`).toBeLessThanOrEqual(budget);
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

/**
 * Records the stack of every call to String.prototype.localeCompare on the
 * page, from before its first script; the returned function reads them.
 */
async function spyOnLocaleCompare(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { localeCompareCalls: string[] }).localeCompareCalls = calls;
    const original = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: [string]) {
      calls.push(new Error().stack ?? '');
      return original.apply(this, args);
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { localeCompareCalls: string[] }).localeCompareCalls);
}

test('pages hydrate without sorting by locale (building a collator takes a long task)', async ({
  page,
  baseURL,
}) => {
  const localeCompareCalls = await spyOnLocaleCompare(page);
  for (const type of ['doc', 'apiOperation']) {
    await page.goto(`${baseURL}${pageTypes[type]}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await localeCompareCalls(), `${type} page`).toEqual([]);
  }
});

test('the request explorer opens without sorting by locale', async ({ page, baseURL }) => {
  const localeCompareCalls = await spyOnLocaleCompare(page);
  await gotoHydrated(page, `${baseURL}${pageTypes.apiOperation}`);
  await page.getByRole('button', { name: /open the request explorer/ }).click();
  // The explorer's code blocks watch their content for word wrap (the theme's useMutationObserver).
  await expect(page.locator('.openapi-explorer__code-block').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await localeCompareCalls()).toEqual([]);
});
