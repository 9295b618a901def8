import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';
import { redirects } from '../../src/config/redirects';
import { expandRedirects, targetRoute } from '../../src/plugins/hostConfig/redirectRules';
import fs from 'node:fs';
import { builtRoutes, pageFileForRoute } from '../helpers/built';

// What redirects the build under test serves follows from the pages it has.
const live = builtRoutes();
const { active } = expandRedirects(redirects, (route) => live.has(route));
const tableRows = active.filter((pair) => redirects.some((row) => row.from === pair.from));
const withAnchor = tableRows.find((pair) => pair.to.includes('#'));
const plain = tableRows.find((pair) => !pair.to.includes('#') && pair.to !== '/');

/** Opens `from` and expects to end on the page (and anchor) of `to`. */
async function expectLanding(page: Page, from: string, to: string): Promise<void> {
  await page.goto(from);
  const [route, anchor] = to.split('#');
  await expect.poll(() => new URL(page.url()).pathname).toBe(targetRoute(route!));
  await waitForHydration(page);
  await expect(page.locator('h1').first()).toBeVisible();
  if (anchor) {
    expect(new URL(page.url()).hash).toBe(`#${anchor}`);
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  }
}

test.describe('legacy URLs', () => {
  test.skip(({ isMobile }) => isMobile, 'redirects do not depend on the viewport');

  // Every active row of the table, in batches so that the two workers share them.
  const batchSize = 20;
  for (let start = 0; start < tableRows.length; start += batchSize) {
    const batch = tableRows.slice(start, start + batchSize);
    test(`table rows ${start + 1} to ${start + batch.length} land on their targets`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const { from, to } of batch) {
        await test.step(`${from} -> ${to}`, () => expectLanding(page, from, to));
      }
    });
  }

  test('an old path keeps working with a /docs prefix', async ({ page }) => {
    await expectLanding(page, `/docs${plain!.from}`, plain!.to);
  });

  test('an old path with an anchor keeps it', async ({ page }) => {
    test.skip(!withAnchor, 'no row with an anchor is active yet');
    await expectLanding(page, withAnchor!.from, withAnchor!.to);
  });

  for (const suffix of ['.html', '.htm', '/']) {
    test(`an old path ending in "${suffix}" still redirects`, async ({ page }) => {
      await expectLanding(page, `${plain!.from}${suffix}`, plain!.to);
    });
  }

  test('every page also answers under /docs', async ({ page }) => {
    await expectLanding(page, '/docs/quickstart', '/quickstart');
    await expectLanding(page, '/docs/reference/segments.html', '/reference/segments');
    await expectLanding(page, '/docs', '/');
  });

  test('/help goes to the home page', async ({ page }) => {
    await expectLanding(page, '/help', '/');
    await expect(page.getByRole('heading', { name: 'Unleash documentation' })).toBeVisible();
  });

  test('a path the old site never had still gets the not-found page', async ({ page }) => {
    const response = await page.goto('/docs/this/never/existed');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});

test.describe('redirect pages, for hosts without redirect rules', () => {
  test.skip(({ isMobile }) => isMobile, 'redirects do not depend on the viewport');

  // npm run serve answers legacy paths with a 301 as nginx does, so these
  // tests hand the browser the page the build writes for hosts that cannot.
  for (const pair of [plain!, ...(withAnchor ? [withAnchor] : [])]) {
    test(`the page written for ${pair.from} lands on ${pair.to}`, async ({ page }) => {
      const file = pageFileForRoute(pair.from);
      expect(file, `no redirect page for ${pair.from}`).toBeTruthy();
      const body = fs.readFileSync(file!, 'utf8');
      await page.route(`**${pair.from}`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body }),
      );
      await expectLanding(page, pair.from, pair.to);
    });
  }
});
