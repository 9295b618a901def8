import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * The routes of the API reference's pages live in a chunk of their own
 * (src/plugins/pageWeight/lazyApiRoutes/loader.cjs). These tests hold the
 * router to it: other pages do not wait for that chunk, and every way of
 * reaching an API page still works.
 */

const apiRoutesChunk = /\/assets\/js\/api-routes\.[0-9a-f]+\.js$/;

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Marks the document, so that a full page load can be told from a client-side one. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
}

async function documentKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);
}

test('a doc page hydrates without the API routes chunk', async ({ page }) => {
  const requests = recordRequests(page);
  await gotoHydrated(page, '/reference/banners');
  expect(requests.filter((url) => apiRoutesChunk.test(url))).toEqual([]);
});

test('an API page loaded directly renders its operation', async ({ page }) => {
  const requests = recordRequests(page);
  await gotoHydrated(page, '/reference/api/unleash/create-feature');
  expect(requests.some((url) => apiRoutesChunk.test(url))).toBe(true);
  await expect(page.locator('article h1')).toHaveText('Create a feature flag');
  // The page is interactive: the sample tabs switch. (On a phone the request
  // panel comes after the description, and loads as it nears the screen.)
  await page.locator('.openapi-right-panel__container').first().scrollIntoViewIfNeeded();
  const tab = page.getByRole('tab', { name: 'python' }).first();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
});

test('a link from a doc page to an API page navigates in place, and back', async ({ page }) => {
  await gotoHydrated(page, '/api-overview');
  await markDocument(page);
  await page.locator('article a[href="/reference/api/unleash/features"]').first().click();
  await expect(page).toHaveURL(/\/reference\/api\/unleash\/features$/);
  await expect(page.locator('article h1').first()).toHaveText('Features');
  // The tag page lists its operations, which link on to an operation page.
  await page.locator('article a[href="/reference/api/unleash/get-feature"]').first().click();
  await expect(page).toHaveURL(/\/get-feature$/);
  await expect(page.locator('article h1').first()).toHaveText('Get a feature flag');
  await page.goBack();
  await page.goBack();
  await expect(page.locator('article h1').first()).toHaveText('API overview');
  expect(await documentKept(page), 'no full page load on the way').toBe(true);
});

test('an unknown path under the API reference gets the not-found page in place', async ({
  page,
}) => {
  await gotoHydrated(page, '/reference/banners');
  await markDocument(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/reference/api/unleash/no-such-operation');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  expect(await documentKept(page)).toBe(true);
});

test('links in view prefetch the chunks of their pages, each chunk once', async ({ page }) => {
  await gotoHydrated(page, '/reference/banners');
  await page.locator('footer').scrollIntoViewIfNeeded();
  const prefetched = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) =>
        link.getAttribute('href'),
      ),
    );
  // The footer's internal links come into view: their pages' chunks are prefetched.
  await expect.poll(async () => (await prefetched()).length).toBeGreaterThan(5);
  const hrefs = await prefetched();
  const repeated = hrefs.filter((href, index) => hrefs.indexOf(href) !== index);
  expect(repeated, 'chunks prefetched more than once').toEqual([]);
});
