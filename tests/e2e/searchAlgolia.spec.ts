import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test, expect, gotoHydrated, isPhone, withSiteSettings } from './fixtures';

/**
 * The Algolia provider, as a build with ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY
 * and ALGOLIA_INDEX_NAME has it: the settings are swapped into the production
 * bundle, and Algolia's hosts are answered here, so no test needs the internet.
 */

const appId = 'TESTAPPID';
const apiKey = 'public-search-key';
const insightsLibrary = path.join(
  __dirname,
  '../../node_modules/search-insights/dist/search-insights.min.js',
);

const hit = {
  objectID: 'segments-1',
  url: 'https://docs.getunleash.io/reference/segments#how-segments-are-evaluated',
  type: 'lvl2',
  content: null,
  hierarchy: {
    lvl0: 'Core concepts',
    lvl1: 'Segments',
    lvl2: 'How segments are evaluated',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: { value: 'Core concepts', matchLevel: 'none', matchedWords: [] },
      lvl1: { value: '<mark>Segments</mark>', matchLevel: 'full', matchedWords: ['segments'] },
      lvl2: {
        value: 'How <mark>segments</mark> are evaluated',
        matchLevel: 'full',
        matchedWords: ['segments'],
      },
    },
  },
  _snippetResult: {
    hierarchy: {
      lvl1: { value: '<mark>Segments</mark>', matchLevel: 'full' },
      lvl2: { value: 'How <mark>segments</mark> are evaluated', matchLevel: 'full' },
    },
  },
};

type Captured = { queries: unknown[]; insights: unknown[]; offHosts: string[] };

async function asAlgoliaSite(page: Page, { insights }: { insights: boolean }): Promise<Captured> {
  const captured: Captured = { queries: [], insights: [], offHosts: [] };
  await withSiteSettings(
    page,
    [
      ['appId:"local",apiKey:"local"', `appId:"${appId}",apiKey:"${apiKey}"`],
      ...(insights ? ([['insights:!1', 'insights:!0']] as Array<[string, string]>) : []),
    ],
    { thirdParties: { algolia: { appId, insights } } },
  );
  await page.route(/^https:\/\/[^/]*algolia(net)?\.(net|com)\/1\/indexes\/\*\/queries/, (route) => {
    captured.queries.push(route.request().postDataJSON());
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        results: [
          {
            hits: [hit],
            nbHits: 1,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            processingTimeMS: 1,
            query: 'segments',
            params: 'query=segments',
            index: 'unleash-docs',
            queryID: 'query-id-1',
          },
        ],
      }),
    });
  });
  // DocSearch loads the insights library from a CDN: serve the real library from node_modules.
  await page.route(/search-insights@[^/]+\/dist\/search-insights\.min\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: fs.readFileSync(insightsLibrary, 'utf8'),
    }),
  );
  await page.route(/^https:\/\/insights\.[^/]*algolia\.io\/1\/events/, (route) => {
    captured.insights.push(route.request().postDataJSON());
    return route.fulfill({ contentType: 'application/json', body: '{"status":200}' });
  });
  page.on('request', (request: Request) => {
    const { hostname, protocol } = new URL(request.url());
    if (protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(hostname)) {
      captured.offHosts.push(hostname);
    }
  });
  return captured;
}

test('the overlay queries Algolia the way the stock theme does', async ({ page }) => {
  const captured = await asAlgoliaSite(page, { insights: false });
  await gotoHydrated(page, '/reference/segments');
  await page.keyboard.press('ControlOrMeta+k');
  await page.locator('.DocSearch-Input').fill('segments');
  const result = page.locator('.DocSearch-Hit').first();
  await expect(result).toContainText('How segments are evaluated');
  await expect(result.locator('a')).toHaveAttribute(
    'href',
    '/reference/segments#how-segments-are-evaluated',
  );
  await expect(page.getByRole('link', { name: 'See all 1 results' })).toBeVisible();
  await expect(
    page.locator(`link[rel="preconnect"][href="https://${appId}-dsn.algolia.net"]`),
  ).toHaveCount(1);

  const body = captured.queries.at(-1) as { requests: Array<Record<string, unknown>> };
  const request = body.requests[0] ?? {};
  expect(request).toMatchObject({
    query: 'segments',
    indexName: 'unleash-docs',
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
    clickAnalytics: false,
  });
  expect(request.attributesToRetrieve).toEqual(
    expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl6', 'content', 'type', 'url']),
  );
  // Snippets of 10 words, 5 on screens up to 768 px.
  const words = isPhone(page) ? 5 : 10;
  expect(request.attributesToSnippet).toEqual(expect.arrayContaining([`content:${words}`]));
  // Contextual search: the locale and the current version of each docs instance
  // (the documentation and the API reference).
  expect(request.facetFilters).toEqual([
    'language:en',
    [
      'docusaurus_tag:default',
      'docusaurus_tag:docs-default-current',
      'docusaurus_tag:docs-api-current',
    ],
  ]);
  expect(new Set(captured.offHosts)).toEqual(
    new Set(captured.offHosts.filter((host) => /algolia(net)?\.(net|com)$/.test(host))),
  );
});

test('with insights on, choosing the first hit sends a click event with the query id', async ({
  page,
}) => {
  const captured = await asAlgoliaSite(page, { insights: true });
  await gotoHydrated(page, '/');
  await page.keyboard.press('ControlOrMeta+k');
  await page.locator('.DocSearch-Input').fill('segments');
  const body = () => captured.queries.at(-1) as { requests: Array<Record<string, unknown>> };
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(body().requests[0]?.clickAnalytics).toBe(true);
  await page.locator('.DocSearch-Hit a').first().click();
  await expect(page).toHaveURL(/\/reference\/segments#how-segments-are-evaluated$/);
  const events = () =>
    (captured.insights as Array<{ events: Array<Record<string, unknown>> }>).flatMap(
      (batch) => batch.events,
    );
  // Events are batched (20 ids, 400 ms debounce), so the click arrives shortly after.
  await expect
    .poll(() => events().filter((event) => event.eventType === 'click').length, { timeout: 5000 })
    .toBeGreaterThan(0);
  expect(events()).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        eventType: 'click',
        index: 'unleash-docs',
        queryID: 'query-id-1',
        objectIDs: ['segments-1'],
        // The first hit: Algolia counts positions from 1.
        positions: [1],
      }),
    ]),
  );
});
