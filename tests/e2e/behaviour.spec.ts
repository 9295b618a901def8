import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, isPhone, waitForHydration } from './fixtures';
import { buildDir } from '../helpers/built';
import { crashCause, crashMessage } from '../fixtures/pages/_crash';

/** Makes the page believe it is on a data-saving connection (prefetching must stop). */
const saveDataScript = `Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ effectiveType: '4g', saveData: true }) });`;
/**
 * Opens `/<name>.html` the way a plain static host (S3, nginx without rewrites)
 * answers it: with the file itself rather than a redirect to the clean route.
 */
async function gotoHtmlAsIs(
  page: Page,
  name: string,
  waitUntil: 'load' | 'commit' = 'load',
): Promise<void> {
  const file = path.join(buildDir, `${name}.html`);
  await page.route(`**/${name}.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: fs.readFileSync(file, 'utf8') }),
  );
  await page.goto(`/${name}.html`, { waitUntil });
}

const slow2gScript = `Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ effectiveType: 'slow-2g', saveData: false }) });`;

test.describe('not-found page and URL forms', () => {
  test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.locator('nav.navbar')).toBeVisible();
  });

  for (const [from, to] of [
    ['/quickstart.html', '/quickstart'],
    ['/quickstart/index.html', '/quickstart'],
    ['/quickstart/', '/quickstart'],
    ['/index.html', '/'],
    ['/understanding-unleash/unleash-overview.html', '/understanding-unleash/unleash-overview'],
  ]) {
    test(`${from} shows ${to}`, async ({ page }) => {
      const response = await page.goto(from!);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
    });
  }

  test('a host that serves .html files as they are still shows the route', async ({
    page,
    console,
  }) => {
    // The server-rendered HTML is re-rendered on the client under the clean route (React #418).
    console.allow(/Minified React error #418/);
    await gotoHtmlAsIs(page, 'quickstart');
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page).toHaveTitle(/Quickstart/);
    if (!isPhone(page)) {
      await expect(
        page.locator('.theme-doc-sidebar-menu .menu__link--active').first(),
      ).toBeVisible();
    }
  });
});

test.describe('page loading', () => {
  /** The JS chunk that holds the quickstart page's content. */
  function quickstartChunk(): string {
    const dir = path.join(buildDir, 'assets', 'js');
    // The longest plain-text run of the first paragraph is unique to the page's MDX chunk.
    const html = fs.readFileSync(path.join(buildDir, 'quickstart.html'), 'utf8');
    const paragraph = html.split('<article')[1]?.match(/<p>(.*?)<\/p>/s)?.[1] ?? '';
    const marker = paragraph
      .split(/<[^>]+>|&[a-z#0-9]+;/)
      .sort((a, b) => b.length - a.length)[0]
      ?.trim();
    if (!marker || marker.length < 20) throw new Error('no text to find the quickstart chunk by');
    const file = fs
      .readdirSync(dir)
      .find(
        (name) =>
          name.endsWith('.js') && fs.readFileSync(path.join(dir, name), 'utf8').includes(marker),
      );
    if (!file) throw new Error('quickstart content chunk not found');
    return file;
  }

  test('shows a spinner while a page loads, then the page', async ({ page, console }) => {
    console.allow(/Minified React error #418/);
    const chunk = quickstartChunk();
    // The page's chunk is held until the spinner has shown: the HTML preloads
    // it, so a timer alone would race the page's own scripts.
    let release = (): void => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/assets/js/${chunk}`, async (route) => {
      await released;
      await route.continue();
    });
    await gotoHtmlAsIs(page, 'quickstart', 'commit');
    await expect(page.locator('svg#loader')).toBeVisible();
    release();
    await expect(page.locator('article h1')).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('svg#loader')).toHaveCount(0);
  });

  test('shows the error with Retry when a page fails to load, and Retry recovers', async ({
    page,
    console,
  }) => {
    console.allow(/net::ERR_FAILED|ChunkLoadError|Loading chunk|Minified React error #418/);
    const chunk = quickstartChunk();
    let fail = true;
    await page.route(`**/assets/js/${chunk}`, (route) => (fail ? route.abort() : route.continue()));
    await gotoHtmlAsIs(page, 'quickstart');
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(/Loading chunk|ChunkLoadError/)).toBeVisible();
    fail = false;
    await retry.click();
    await expect(page.locator('article h1')).toBeVisible();
  });

  /** Records whether the progress bar (and a spinner in it) ever appeared on the page. */
  async function watchProgressBar(
    page: Page,
  ): Promise<() => Promise<{ progress: boolean; spinner: boolean }>> {
    await page.addInitScript(() => {
      const seen = { progress: false, spinner: false };
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) seen.progress = true;
        if (document.querySelector('#nprogress .spinner')) seen.spinner = true;
      }).observe(document, { childList: true, subtree: true });
    });
    return () =>
      page.evaluate(
        () =>
          (window as unknown as { progressSeen: { progress: boolean; spinner: boolean } })
            .progressSeen,
      );
  }

  test('no progress bar when the next page is ready at once', async ({ page }) => {
    const seen = await watchProgressBar(page);
    await gotoHydrated(page, '/test-fixtures/navigation');
    const link = page.getByRole('link', { name: 'Another page', exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.waitForLoadState('networkidle');
    await link.click();
    await expect(page.getByRole('heading', { name: 'Crash fixture' })).toBeVisible();
    expect((await seen()).progress).toBe(false);
  });

  test('a progress bar without spinner when a route change takes over 200 ms', async ({ page }) => {
    // No prefetching, so the next page's scripts are fetched on the click.
    await page.addInitScript(saveDataScript);
    const seen = await watchProgressBar(page);
    await gotoHydrated(page, '/test-fixtures/navigation');
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.locator('footer').getByRole('link', { name: 'Quickstart' }).click();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
    expect(await seen()).toEqual({ progress: true, spinner: false });
  });
});

test.describe('crash fallback', () => {
  test('shows "This page crashed." with the error and its cause, and Try again recovers', async ({
    page,
    console,
  }) => {
    console.allow(new RegExp(crashMessage));
    console.allow(/The above error occurred|React will try to recreate|Docusaurus React Root/);
    await gotoHydrated(page, '/test-fixtures/crash');
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText(crashMessage)).toBeVisible();
    await expect(page.getByText(crashCause)).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Crash fixture' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crash this page' })).toBeVisible();
  });
});

test.describe('script loading', () => {
  const isScript = (url: string): boolean => /\/assets\/js\/[^/]+\.js$/.test(url);

  test('a page fetches no script until it can paint, then hydrates', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (isScript(request.url())) scripts.push(request.url());
    });
    // The stylesheet holds back the first paint while it is on its way.
    let release = (): void => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/css/styles.*.css', async (route) => {
      await released;
      await route.continue();
    });
    const stylesheet = page.waitForRequest(/\/assets\/css\/styles\.[0-9a-f]+\.css$/);
    await page.goto('/quickstart', { waitUntil: 'commit' });
    await stylesheet;
    // Time for the browser to find and fetch the page's scripts, had it been asked to.
    await page.waitForTimeout(1000);
    expect(scripts, 'scripts fetched before the page could paint').toEqual([]);
    release();
    await waitForHydration(page);
    expect(scripts.some((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  });

  test('a page opened in a background tab loads its scripts without waiting for a frame', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'hidden',
      });
      // A hidden tab draws no frames: animation frames wait until the test lets them run.
      const draw = window.requestAnimationFrame.bind(window);
      const held: FrameRequestCallback[] = [];
      window.requestAnimationFrame = (callback) => held.push(callback);
      (window as unknown as { showTab: () => void }).showTab = () => {
        window.requestAnimationFrame = draw;
        for (const callback of held.splice(0)) draw(callback);
      };
    });
    const mainBundle = page.waitForRequest(/\/assets\/js\/main\.[0-9a-f]+\.js$/);
    await page.goto('/quickstart', { waitUntil: 'commit' });
    await mainBundle;
    await page.evaluate(() => (window as unknown as { showTab: () => void }).showTab());
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('preloading', () => {
  /** Script requests from now on (the search bar loads itself when idle: wait for it first). */
  async function trackScripts(page: Page): Promise<string[]> {
    await page.locator('.DocSearch-Button-Keys').first().waitFor({ state: 'attached' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    return scripts;
  }

  test('visible links are prefetched and hovering preloads the next page', async ({ page }) => {
    await gotoHydrated(page, '/test-fixtures/navigation');
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    const scripts = await trackScripts(page);
    const link = page.getByRole('link', { name: 'Another page', exact: true });
    await link.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    scripts.length = 0;
    await link.hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const preloaded = scripts.length;
    await link.click();
    await expect(page.getByRole('heading', { name: 'Crash fixture' })).toBeVisible();
    // Rendering the page needed no script beyond those the hover loaded.
    expect(scripts.length, 'the page was ready before the click').toBe(preloaded);
  });

  for (const [name, script] of [
    ['data saving', saveDataScript],
    ['2g', slow2gScript],
  ]) {
    test(`nothing is prefetched on ${name} connections`, async ({ page }) => {
      await page.addInitScript(script!);
      await gotoHydrated(page, '/test-fixtures/navigation');
      const scripts = await trackScripts(page);
      await page.locator('footer').getByRole('link', { name: 'Quickstart' }).hover();
      await page.waitForTimeout(500);
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
      expect(scripts).toEqual([]);
    });
  }
});

test.describe('scrolling after navigation', () => {
  test('a new path starts at the top', async ({ page }) => {
    await gotoHydrated(page, '/test-fixtures/navigation');
    await page.getByRole('link', { name: 'Another page', exact: true }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('link', { name: 'Another page', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Crash fixture' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a hash scrolls to its target, on this page and on another', async ({ page }) => {
    await gotoHydrated(page, '/test-fixtures/navigation');
    await page.getByRole('link', { name: 'Same page, far target' }).click();
    await expect(page).toHaveURL(/#far-target$/);
    await expect(page.getByRole('heading', { name: 'Far target' })).toBeInViewport();

    await page.getByRole('link', { name: 'Another page, with a hash' }).scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Another page, with a hash' }).click();
    await expect(page).toHaveURL(/\/test-fixtures\/crash#about-this-fixture$/);
    await expect(page.getByRole('heading', { name: 'About this fixture' })).toBeInViewport();
  });

  test('a new query string starts at the top', async ({ page }) => {
    await gotoHydrated(page, '/test-fixtures/navigation');
    const link = page.getByRole('link', { name: 'Same page, other query' });
    await link.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    await link.click();
    await expect(page).toHaveURL(/\?view=compact$/);
    expect(y).toBeGreaterThan(1000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('browser storage unavailable', () => {
  test('logs a warning and the site keeps working without persistence', async ({
    page,
    console,
  }) => {
    await page.addInitScript(() => {
      const deny = () => {
        throw new DOMException('Storage is disabled', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { configurable: true, get: deny });
      Object.defineProperty(window, 'sessionStorage', { configurable: true, get: deny });
    });
    await gotoHydrated(page, '/quickstart');
    await expect
      .poll(() =>
        console.warnings.some((text) =>
          text.includes('Docusaurus browser storage is not available'),
        ),
      )
      .toBe(true);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    }
    await page
      .getByRole('button', { name: /Switch between dark and light mode/ })
      .first()
      .click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('base URL misconfiguration', () => {
  test('the home page shows the banner when the site assets cannot load', async ({
    page,
    console,
  }) => {
    console.allow(/Failed to load resource|net::ERR_FAILED/);
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(
      banner.locator('#__docusaurus-base-url-issue-banner-suggestion-container'),
    ).toHaveText('/');
  });

  test('the banner stays out of a page that loads', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
  });
});
