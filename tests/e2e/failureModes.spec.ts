import type { Page, Route } from '@playwright/test';
import { test, expect, gotoHydrated, isPhone } from './fixtures';

/**
 * The site when the browser or the build lets it down: storage that throws
 * (site data blocked, some private modes and frames), and a search index that
 * cannot be loaded.
 */

/** Makes every access to `sessionStorage` and `localStorage` throw, as Chromium does when site data is blocked. */
async function blockStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['sessionStorage', 'localStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
}

test.describe('browser storage blocked', () => {
  test('an API operation page renders, and its request panel takes a token', async ({
    page,
    console,
  }) => {
    await blockStorage(page);
    await gotoHydrated(page, '/reference/api/unleash/get-addons');
    // The storage really is blocked for the page.
    const access = await page.evaluate(() => {
      try {
        return typeof window.sessionStorage;
      } catch {
        return 'blocked';
      }
    });
    expect(access).toBe('blocked');

    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveText('List integrations and providers');
    await expect(page.getByText('This page crashed.')).toHaveCount(0);

    const panel = page.locator('.openapi-right-panel__container').first();
    await panel.scrollIntoViewIfNeeded();
    const samples = panel.locator('.openapi-tabs__code-container');
    await samples.locator('.openapi-tabs__code-item--python').click();
    await expect(samples.locator('[role="tabpanel"]:not([hidden]) pre code')).toContainText(
      'conn.request("GET", "/api/admin/addons"',
    );
    // The explorer's credentials form: each change goes through the theme's
    // persistence, which used the storage unguarded.
    await panel.getByRole('button', { name: 'Try it: open the request explorer' }).click();
    const apiKey = panel.getByPlaceholder('apiKey');
    await apiKey.fill('my-token');
    await expect(apiKey).toHaveValue('my-token');
    await panel.getByRole('combobox').selectOption('bearerToken');
    const bearer = panel.getByPlaceholder('Bearer Token');
    await bearer.fill('my-bearer');
    await expect(bearer).toHaveValue('my-bearer');
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    // The spec: without storage, a warning and no persistence.
    expect(console.warnings.join('\n')).toContain('browser storage is unavailable');
  });
});

test('with storage available, the request panel still keeps its choices for the session', async ({
  page,
}) => {
  await gotoHydrated(page, '/reference/api/unleash/get-addons');
  const panel = page.locator('.openapi-right-panel__container').first();
  await panel.scrollIntoViewIfNeeded();
  await panel.getByRole('button', { name: 'Try it: open the request explorer' }).click();
  await panel.getByRole('combobox').selectOption('bearerToken');
  await expect(panel.getByPlaceholder('Bearer Token')).toBeVisible();
  const stored = await page.evaluate(() => Object.values(window.sessionStorage));
  expect(stored).toContain('bearerToken');
});

test.describe('browser storage blocked, other pages', () => {
  test('a doc page renders and the colour mode still switches, for the visit', async ({ page }) => {
    await blockStorage(page);
    await gotoHydrated(page, '/reference/segments');
    await expect(page.locator('main h1')).toHaveText('Segments');
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    if (isPhone(page)) await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page
      .getByRole('button', { name: /Switch between dark and light mode/ })
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('search index cannot be loaded', () => {
  const failures = {
    missing: (route: Route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    corrupt: (route: Route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"terms": [' }),
  };

  for (const [kind, fail] of Object.entries(failures)) {
    test(`/search shows 'Unable to fetch results' when the index is ${kind}, and recovers`, async ({
      page,
    }) => {
      test.skip(isPhone(page) && kind === 'corrupt', 'one case is enough on a phone');
      // The 404s are allowed by the fixture; the page itself must log and throw nothing.
      await page.route('**/search-index/**', fail);
      await gotoHydrated(page, '/search?q=segments');
      const error = page.getByRole('alert').filter({ hasText: 'Unable to fetch results' });
      await expect(error).toBeVisible();
      await expect(error).toContainText('You might want to check your network connection.');
      await expect(page.getByText('No results were found')).toHaveCount(0);
      // It stays, and stops loading (the page used to spin forever).
      await page.waitForTimeout(500);
      await expect(error).toBeVisible();
      await expect(page.locator('main article')).toHaveCount(0);

      // Once the index answers again, the next query searches as usual.
      await page.unroute('**/search-index/**');
      await page.locator('input[name="q"]').fill('segment');
      await expect(page.locator('main article h2 a').first()).toBeVisible();
      await expect(error).toHaveCount(0);
    });
  }
});
