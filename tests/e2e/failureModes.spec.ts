import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, isPhone } from './fixtures';

/**
 * The site when the browser lets it down: storage that throws (site data
 * blocked, some private modes and frames).
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
    await expect(samples.locator('[role="tabpanel"] pre code').first()).toContainText(
      'conn.request("GET", "/api/admin/addons"',
    );
    // Each change of the credentials goes through the theme's persistence,
    // which used the storage unguarded.
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
