import type { Page, Request } from '@playwright/test';
import { test, expect, gotoHydrated, isPhone, waitForHydration } from './fixtures';

/**
 * The search overlay and the /search page on the built-in index: every state
 * and constant of the spec's search overlay, in the production build.
 */

const indexName = 'unleash-docs';
const recentKey = `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
const favoriteKey = `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

async function openWithShortcut(page: Page, url = '/reference/segments'): Promise<void> {
  await gotoHydrated(page, url);
  await page.keyboard.press('ControlOrMeta+k');
  await expect(input(page)).toBeFocused();
}

async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect(hits(page).first()).toBeVisible();
}

/** A stored recent or favorite search, shaped like the hits DocSearch keeps. */
function storedHit(n: number) {
  const url = `/reference/segments#stored-${n}`;
  return {
    objectID: url,
    url,
    type: 'lvl2',
    content: null,
    hierarchy: {
      lvl0: 'Core concepts',
      lvl1: 'Segments',
      lvl2: `Stored search ${n}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  };
}

async function seedStorage(page: Page, recent: number, favorites: number): Promise<void> {
  await page.addInitScript(
    ([rKey, fKey, r, f]) => {
      window.localStorage.setItem(rKey as string, JSON.stringify(r));
      window.localStorage.setItem(fKey as string, JSON.stringify(f));
    },
    [
      recentKey,
      favoriteKey,
      Array.from({ length: recent }, (_, i) => storedHit(i)),
      Array.from({ length: favorites }, (_, i) => storedHit(100 + i)),
    ] as const,
  );
}

test.describe('opening and closing', () => {
  test('Ctrl/Cmd+K opens the overlay on an empty start screen', async ({ page }) => {
    await openWithShortcut(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test("'/' opens it only when no text field has focus", async ({ page }) => {
    await gotoHydrated(page, '/search');
    const pageInput = page.locator('input[type="search"]');
    await pageInput.focus();
    await page.keyboard.type('a/b');
    await expect(pageInput).toHaveValue('a/b');
    await expect(modal(page)).toHaveCount(0);
    await pageInput.blur();
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
  });

  test('Escape closes the panel, and the query is cleared when it opens again', async ({
    page,
  }) => {
    await openWithShortcut(page);
    await search(page, 'segments');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+k');
    await expect(input(page)).toHaveValue('');
    await expect(page.getByText('No recent searches')).toBeVisible();
  });
});

test.describe('results', () => {
  test('grouped by section, at most 5 per group, each linking to its page and anchor', async ({
    page,
  }) => {
    await openWithShortcut(page, '/');
    await search(page, 'strategy');
    const groups = page.locator('.DocSearch-Hits');
    expect(await groups.count()).toBeGreaterThan(1);
    let total = 0;
    for (const group of await groups.all()) {
      await expect(group.locator('.DocSearch-Hit-source')).not.toBeEmpty();
      const count = await group.locator('.DocSearch-Hit').count();
      expect(count).toBeLessThanOrEqual(5);
      total += count;
    }
    expect(total).toBeLessThanOrEqual(20);
    // A result is an option without a link inside (see Hit in LocalSearchBar.tsx); it opens its page and anchor.
    const from = page.url();
    await hits(page).first().locator('a').click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(from);
    const { pathname, hash } = new URL(page.url());
    expect(pathname + hash).toMatch(/^\/[^#]*(#[\w-]+)?$/);
    if (hash)
      await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport();
  });

  test('matches are marked, snippets are 10 words (5 on small screens)', async ({ page }) => {
    await openWithShortcut(page);
    await search(page, 'percentage of users');
    await expect(hits(page).locator('mark').first()).toBeVisible();
    const titles = await page.locator('.DocSearch-Hit-title').allTextContents();
    const wordCount = (text: string): number => text.replace(/…/g, ' ').trim().split(/\s+/).length;
    const limit = isPhone(page) ? 5 : 10;
    // Text that was cut shows the ellipsis; every title fits the snippet length.
    const cut = titles.filter((text) => text.includes('…'));
    expect(cut.length).toBeGreaterThan(0);
    for (const text of cut) expect(wordCount(text), text).toBe(limit);
    for (const text of titles) expect(wordCount(text), text).toBeLessThanOrEqual(limit);
  });

  test('the words a synonym reached are marked, as the typed ones are', async ({ page }) => {
    await openWithShortcut(page, '/');
    await search(page, 'rbac');
    // No page says 'RBAC' in its title: the query reached the page through its synonym.
    await expect(hits(page).first().locator('mark').first()).toHaveText(
      /^role-based access control$/i,
    );
  });

  test('typos, unfinished words and full-width letters still find the page', async ({ page }) => {
    await openWithShortcut(page, '/');
    await search(page, 'stickyness');
    await expect(hits(page).first()).toContainText(/stickiness/i);
    await search(page, 'impression da');
    await expect(hits(page).first()).toContainText(/impression data/i);
    // Full-width letters, as an East Asian input method types them.
    await search(page, 'ｓｔｉｃｋｉｎｅｓｓ');
    await expect(hits(page).first()).toContainText(/stickiness/i);
  });

  test('an operation name finds its operation first', async ({ page }) => {
    await openWithShortcut(page, '/');
    await search(page, 'getProjects');
    await hits(page).first().locator('a').click();
    await expect(page).toHaveURL(/\/reference\/api\/unleash\/get-projects$/);
  });

  test("a page's keywords find it, and no hit shows them", async ({ page }) => {
    // 'activity log' is one of the events page's front matter keywords; no page's text has it.
    await openWithShortcut(page, '/');
    await search(page, 'activity log');
    await expect(hits(page).filter({ hasText: /activity log/i })).toHaveCount(0);
    await hits(page).first().locator('a').click();
    await expect(page).toHaveURL(/\/reference\/events$/);
  });

  test("'See all N results' opens /search with the same count", async ({ page }) => {
    await openWithShortcut(page, '/');
    await search(page, 'segment');
    const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
    const count = Number((await seeAll.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(20);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=segment$/);
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
    // The page shows 20 hits at a time, more as the reader scrolls.
    await expect(page.locator('main article')).toHaveCount(20);
    await expect(page.locator('main article h2 a').first()).toBeVisible();
  });
});

test.describe('no results, stalled, error', () => {
  test("'No results for' the query, with up to 3 suggestions and 'Let us know'", async ({
    page,
  }) => {
    await openWithShortcut(page, '/');
    await search(page, 'segments');
    await input(page).fill('qqxjzv');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "qqxjzv"');
    await expect(screen).toContainText('Try searching for');
    const suggestions = screen.locator('.DocSearch-Prefill');
    const count = await suggestions.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    const letUsKnow = screen.getByRole('link', { name: 'Let us know' });
    await expect(letUsKnow).toHaveAttribute('href', /qqxjzv/);
    // A suggestion prefills the query and searches it.
    const suggestion = (await suggestions.first().textContent()) ?? '';
    await suggestions.first().click();
    await expect(input(page)).toHaveValue(`${suggestion.toLowerCase()} `);
    await expect(hits(page).first()).toBeVisible();
  });

  test('the stalled indicator shows after 300 ms of loading, not before', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.route('**/search-index/meta.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.keyboard.press('ControlOrMeta+k');
    await input(page).fill('segments');
    const container = page.locator('.DocSearch-Container');
    const stalled = page.locator('.DocSearch-Container--Stalled');
    await expect(container).not.toHaveClass(/Stalled/, { timeout: 200 });
    await expect(stalled).toBeVisible({ timeout: 1200 });
    await expect(hits(page).first()).toBeVisible({ timeout: 8000 });
    await expect(stalled).toHaveCount(0);
  });

  test('an index that cannot be loaded shows the error screen; the next keystroke recovers', async ({
    page,
    console,
  }) => {
    // The browser logs the refused index requests, and DocSearch rethrows the client's RetryError.
    console.allow(/Failed to load resource|net::ERR_FAILED/);
    console.allow(/RetryError|Unreachable hosts/);
    await gotoHydrated(page, '/');
    await page.route('**/search-index/**', (route) => route.abort('failed'));
    await page.keyboard.press('ControlOrMeta+k');
    await input(page).fill('segments');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    // It stays: before the fix it vanished within milliseconds.
    await page.waitForTimeout(500);
    await expect(error).toBeVisible();
    await page.unroute('**/search-index/**');
    await page.keyboard.type('s');
    await expect(hits(page).first()).toBeVisible();
    await expect(error).toHaveCount(0);
  });
});

test.describe('input', () => {
  test('the query is limited to 64 characters', async ({ page }) => {
    await openWithShortcut(page);
    await input(page).pressSequentially('x'.repeat(80), { delay: 0 });
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });

  for (const query of [
    '<img src=x onerror="window.__xss=1">',
    `"flag's" <b>bold</b>`,
    '.*+?^${}()|[]\\ segments',
    '🚀 feature flags 🎉',
  ]) {
    test(`a query like ${JSON.stringify(query)} is shown as text`, async ({ page }) => {
      await openWithShortcut(page);
      await input(page).fill(query);
      await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
      await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
      await expect(input(page)).toHaveValue(query);
      const noResults = page.locator('.DocSearch-NoResults strong');
      if (await noResults.count()) await expect(noResults).toHaveText(`"${query}"`);
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
      await expect(page.locator('.DocSearch-Modal b')).toHaveCount(0);
    });
  }
});

test.describe('recent and favorite searches', () => {
  test('a chosen hit becomes a recent search; it can be starred and removed', async ({ page }) => {
    await openWithShortcut(page);
    await search(page, 'stickiness');
    const title = (await hits(page).first().locator('.DocSearch-Hit-title').textContent()) ?? '';
    await hits(page).first().locator('a').click();
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+k');
    const recent = page.locator('.DocSearch-Hits', { hasText: 'Recent' });
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(recent.locator('.DocSearch-Hit-title')).toHaveText(title);

    await recent.getByTitle('Save this search').click();
    const favorite = page.locator('.DocSearch-Hits', { hasText: 'Favorite' });
    await expect(favorite.locator('.DocSearch-Hit-title')).toHaveText(title);
    await expect(page.locator('.DocSearch-Hits', { hasText: 'Recent' })).toHaveCount(0);

    await favorite.getByTitle('Remove this search from favorites').click();
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test('7 recent searches are kept', async ({ page }) => {
    await seedStorage(page, 9, 0);
    await openWithShortcut(page);
    await expect(
      page.locator('.DocSearch-Hits', { hasText: 'Recent' }).locator('.DocSearch-Hit'),
    ).toHaveCount(7);
  });

  test('4 recent searches when favorites exist, and 10 favorites', async ({ page }) => {
    await seedStorage(page, 9, 12);
    await openWithShortcut(page);
    await expect(
      page.locator('.DocSearch-Hits', { hasText: 'Recent' }).locator('.DocSearch-Hit'),
    ).toHaveCount(4);
    await expect(
      page.locator('.DocSearch-Hits', { hasText: 'Favorite' }).locator('.DocSearch-Hit'),
    ).toHaveCount(10);
    const recent = page.locator('.DocSearch-Hits', { hasText: 'Recent' });
    await recent.getByTitle('Remove this search from history').first().click();
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(3);
  });
});

test.describe('no provider leftovers', () => {
  test('searching sends no request off this machine and names no Algolia host', async ({
    page,
  }) => {
    const offHost: string[] = [];
    page.on('request', (request: Request) => {
      const { hostname, protocol } = new URL(request.url());
      if (protocol.startsWith('http') && hostname !== '127.0.0.1' && hostname !== 'localhost') {
        offHost.push(request.url());
      }
    });
    await openWithShortcut(page, '/');
    await search(page, 'api tokens');
    await page.getByRole('link', { name: /^See all \d+ results$/ }).click();
    await expect(page.locator('main article').first()).toBeVisible();
    expect(offHost).toEqual([]);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await expect(page.getByText(/Powered by/)).toBeHidden();
    await expect(page.locator('a[href*="algolia.com"]')).toBeHidden();
  });
});

test.describe('faults found in the browser audit', () => {
  test("typing fast, 'See all N results' counts the last query, not an earlier keystroke", async ({
    page,
  }) => {
    await gotoHydrated(page, '/quickstart');
    // Hold the index's term files so that the ones an early keystroke asked
    // for arrive last: the engine's answers come back out of order, as they
    // did for short prefixes on a slow device.
    let first = 0;
    await page.route('**/search-index/shard-*.json', async (route) => {
      const now = Date.now();
      first ||= now;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1500 - 3 * (now - first))));
      await route.continue();
    });
    await page.keyboard.press('ControlOrMeta+k');
    await expect(input(page)).toBeFocused();
    await input(page).pressSequentially('segment', { delay: 40 });
    await expect(hits(page).first()).toBeVisible({ timeout: 10_000 });
    // Every answer is in: nothing may change the count after this.
    await page.waitForTimeout(2000);
    const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
    const count = Number((await seeAll.textContent())?.match(/\d+/)?.[0]);
    await page.unroute('**/search-index/shard-*.json');
    await gotoHydrated(page, '/search?q=segment');
    await expect(page.getByText(/\d+ documents? found/)).toHaveText(`${count} documents found`);
  });

  test('a click on the search button while the real bar loads opens the overlay, showing it loads', async ({
    page,
  }) => {
    test.skip(isPhone(page), 'hovering first needs a mouse');
    // As in Safari, which has no requestIdleCallback: the real bar loads 2 s
    // after the page, or when the reader reaches for search.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'requestIdleCallback', {
        value: undefined,
        configurable: true,
      });
    });
    let hydrated = false;
    await page.route('**/*.js', async (route) => {
      // The code fetched after hydration (the real search bar) is slow to arrive.
      if (hydrated) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/reference/segments');
    await waitForHydration(page);
    hydrated = true;
    const button = page.locator('.navbar .DocSearch-Button');
    // Hovering starts loading the real bar; the click comes while it loads.
    await button.hover();
    await button.click();
    await expect(page.locator('.navbar .DocSearch-Button[aria-busy="true"]')).toBeVisible();
    await expect(input(page)).toBeFocused({ timeout: 10_000 });
    await expect(page.locator('.navbar .DocSearch-Button[aria-busy="true"]')).toHaveCount(0);
  });

  test("offline before the first search, Ctrl+K still opens the overlay and says 'Unable to fetch results'", async ({
    page,
    context,
    console,
  }) => {
    console.allow(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    console.allow(/RetryError|Unreachable hosts/);
    await gotoHydrated(page, '/reference/segments');
    // The real bar is there (it loads when the page is idle) and the page is quiet.
    await page.locator('.DocSearch-Button-Keys').first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.keyboard.press('ControlOrMeta+k');
    await expect(input(page)).toBeFocused();
    await input(page).fill('segments');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    await context.setOffline(false);
  });

  test('the API tag pages’ operation cards are not results of their own', async ({ page }) => {
    await openWithShortcut(page, '/');
    await search(page, 'delete an api token');
    const titles = await page.locator('.DocSearch-Hit-title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).not.toMatch(/📄|🗃/u);
    // The operation page is there once, under the API reference group.
    const api = page.locator('.DocSearch-Hits', { hasText: 'API reference' });
    await expect(
      api.locator('.DocSearch-Hit-title', { hasText: /^Delete an API token$/ }),
    ).toHaveCount(1);
  });

  test('no Algolia credit in the overlay or on /search with the built-in index', async ({
    page,
  }) => {
    await openWithShortcut(page, '/');
    await search(page, 'segments');
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    await expect(page.getByText('Search by', { exact: true })).toBeHidden();
    await gotoHydrated(page, '/search?q=segments');
    await expect(page.locator('main article, article').first()).toBeVisible();
    await expect(page.getByText('Powered by', { exact: true })).toHaveCount(0);
    await expect(page.locator('a[href^="https://www.algolia.com"]')).toHaveCount(0);
  });

  test('the /search input is limited to 64 characters', async ({ page }) => {
    await gotoHydrated(page, '/search');
    const pageInput = page.locator('input[type="search"]');
    await expect(pageInput).toHaveAttribute('maxlength', '64');
    await pageInput.focus();
    await page.keyboard.insertText('y'.repeat(80));
    await expect(pageInput).toHaveValue('y'.repeat(64));
  });

  test('/search with a longer query in its address searches for its first 64 characters', async ({
    page,
  }) => {
    const first64 = 'gradual rollout '.repeat(4);
    const titles = page.locator('main article h2');
    const found = page.getByText(/\d+ documents found/);
    await gotoHydrated(page, `/search?q=${encodeURIComponent(first64)}`);
    await expect(titles.first()).toBeVisible();
    const expectedCount = await found.textContent();
    const expectedTitles = (await titles.allTextContents()).slice(0, 10);

    // A link or a bookmark with 32 characters more.
    await gotoHydrated(page, `/search?q=${encodeURIComponent('gradual rollout '.repeat(6))}`);
    await expect(page.locator('input[type="search"]')).toHaveValue(first64);
    await expect(page.locator('h1')).toHaveText(`Search results for "${first64}"`);
    await expect(titles.first()).toBeVisible();
    await expect(found).toHaveText(expectedCount!);
    expect((await titles.allTextContents()).slice(0, 10)).toEqual(expectedTitles);
  });

  test('/search keeps loading results when the reader jumps to the end quickly', async ({
    page,
  }) => {
    await gotoHydrated(page, '/search?q=segment');
    const found = page.getByText(/\d+ documents found/);
    await expect(found).toBeVisible();
    const total = Number((await found.textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(60);
    const articles = page.locator('main article');
    await expect(articles.first()).toBeVisible();
    // The query field has the focus (autofocus), where End would move the caret.
    await page.locator('input[type="search"]').blur();
    // Jump to the end every 50 ms for a while, as a reader holding End does.
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('End');
      await page.waitForTimeout(50);
    }
    await expect(articles).toHaveCount(total, { timeout: 20_000 });
    await expect(page.getByText('Fetching new results...')).toHaveCount(0);
  });

  test('/search loads the next results when a taller window shows the end of the list, unscrolled', async ({
    page,
  }) => {
    await gotoHydrated(page, '/search?q=segment');
    const articles = page.locator('main article');
    const loader = page.getByText('Fetching new results...');
    await expect(articles.first()).toBeVisible();
    const firstPage = await articles.count();
    await expect(loader).not.toBeInViewport();
    // With the loader out of view, nothing more has loaded.
    expect(await articles.count()).toBe(firstPage);
    // Grow the window until half of the loader shows. The next results may
    // arrive as soon as the resize is done, so the count is not read in between.
    const box = (await loader.boundingBox())!;
    const { width } = page.viewportSize()!;
    await page.setViewportSize({ width, height: Math.ceil(box.y + box.height / 2) });
    await expect.poll(() => articles.count()).toBeGreaterThan(firstPage);
    // The page loaded them without scrolling.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
