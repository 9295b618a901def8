import { test, expect, gotoHydrated, withSiteSettings } from './fixtures';
import type { Page } from '@playwright/test';

const thirdPartyHosts = /googletagmanager\.com|widget\.kapa\.ai/;
const defaults = 'thirdParty:{analyticsId:null,tagManagerId:null,aiWidgetId:null,';
const configured =
  'thirdParty:{analyticsId:"G-TEST123",tagManagerId:"GTM-TEST123",aiWidgetId:"test-widget",';
/** What a build with all three ids lets through its Content-Security-Policy. */
const allConfigured = { thirdParties: { analytics: true, tagManager: true, aiWidget: true } };

/** Answers the third-party hosts locally (there is no network here) and records each request. */
async function fakeThirdParties(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(thirdPartyHosts, async (route) => {
    requests.push(route.request().url());
    const isWidget = route.request().url().includes('kapa');
    // A stand-in for the widget bundle: it exposes the same open() entry point.
    const body = isWidget
      ? `window.Kapa = { open() { const d = document.createElement('div'); d.id = 'fake-ai-widget'; d.textContent = 'AI widget open'; document.body.append(d); } };`
      : '';
    await route.fulfill({ contentType: 'text/javascript', body });
  });
  return requests;
}

test.describe('third-party scripts', () => {
  test('none load when none is configured, and ASK AI offers passages instead', async ({
    page,
  }) => {
    const requests = await fakeThirdParties(page);
    await gotoHydrated(page, '/quickstart');
    await page.mouse.move(200, 200);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(3500);
    expect(requests).toEqual([]);

    const button = page.getByRole('button', { name: 'ASK AI' });
    await expect(button).toBeVisible();
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Passages from the documentation' });
    await expect(panel).toContainText('No AI assistant is configured on this site.');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('configured scripts wait for the first interaction', async ({ page }) => {
    await withSiteSettings(page, [[defaults, configured]], allConfigured);
    const requests = await fakeThirdParties(page);
    await gotoHydrated(page, '/quickstart');
    await page.waitForTimeout(1000);
    expect(requests, 'nothing loads before the reader interacts').toEqual([]);

    await page.mouse.move(300, 300);
    await expect.poll(() => requests.length).toBe(3);
    expect(requests.some((url) => url.includes('gtag/js?id=G-TEST123'))).toBe(true);
    expect(requests.some((url) => url.includes('gtm.js?id=GTM-TEST123'))).toBe(true);
    await expect(page.locator('script[data-website-id="test-widget"]')).toHaveCount(1);
    // gtag.js acts only on `arguments` objects in the data layer, as Google's snippet pushes them.
    const commands = await page.evaluate(() =>
      (window as unknown as { dataLayer: unknown[] }).dataLayer
        .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
        .map((entry) => (entry as IArguments)[0]),
    );
    expect(commands).toEqual(['js', 'config']);
  });

  test('configured scripts load after 3 s without interaction', async ({ page }) => {
    await withSiteSettings(page, [[defaults, configured]], allConfigured);
    const requests = await fakeThirdParties(page);
    const start = Date.now();
    await page.goto('/quickstart', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => requests.length, { timeout: 6000 }).toBe(3);
    expect(Date.now() - start).toBeGreaterThanOrEqual(2900);
  });

  test('ASK AI opens the configured widget', async ({ page }) => {
    await withSiteSettings(page, [[defaults, configured]], allConfigured);
    await fakeThirdParties(page);
    await gotoHydrated(page, '/quickstart');
    await page.getByRole('button', { name: 'ASK AI' }).click();
    await expect(page.locator('#fake-ai-widget')).toHaveText('AI widget open');
  });
});
