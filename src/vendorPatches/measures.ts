/**
 * The tests that the rows' `measuredBy` name (./types.ts), each written once:
 * `<file from the site's root> › <text of the test's title>`. A title built
 * from data is named by a literal part of it, or by its describe block's title.
 * tests/unit/vendorPatches.test.ts checks that each file holds such a title.
 */
const e2e = (file: string, title: string): string => `tests/e2e/${file}.spec.ts › ${title}`;
const unit = (title: string): string => `tests/unit/vendorPatches.test.ts › ${title}`;

export const measures = {
  // Browser tests against the production build.
  apiLoadedDirectly: e2e('lazyRoutes', 'an API page loaded directly renders its operation'),
  chunksPrefetchedOnce: e2e(
    'lazyRoutes',
    'links in view prefetch the chunks of their pages, each chunk once',
  ),
  noLocaleCompare: e2e(
    'pageWeight',
    'pages hydrate without sorting by locale (building a collator takes a long task)',
  ),
  /** The request explorer's code blocks use the OpenAPI theme's copy of the memo hook. */
  noLocaleCompareInExplorer: e2e(
    'pageWeight',
    'the request explorer opens without sorting by locale',
  ),
  firstLoadBudget: e2e('pageWeight', 'KiB gzip of JS and CSS before hydration'),
  desktopFrom996: e2e('navbar', 'is not used at 996 px and wider'),
  noScriptBeforePaint: e2e(
    'behaviour',
    'a page fetches no script until it can paint, then hydrates',
  ),
  noPrismOnFirstPage: e2e('codeBlock', 'code colours and loads no Prism'),
  searchPageError: e2e('failureModes', "/search shows 'Unable to fetch results' when the index is"),
  searchPageMaxLength: e2e('search', 'the /search input is limited to 64 characters'),
  searchPageLongAddressQuery: e2e(
    'search',
    '/search with a longer query in its address searches for its first 64 characters',
  ),
  noAlgoliaCredit: e2e(
    'search',
    'no Algolia credit in the overlay or on /search with the built-in index',
  ),
  noOffHostRequest: e2e(
    'search',
    'searching sends no request off this machine and names no Algolia host',
  ),
  seeAllResults: e2e('search', "'See all N results' opens /search with the same count"),
  searchPageKeepsLoading: e2e(
    'search',
    '/search keeps loading results when the reader jumps to the end quickly',
  ),
  searchPageLoadsUnscrolled: e2e(
    'search',
    '/search loads the next results when a taller window shows the end of the list, unscrolled',
  ),
  overlayErrorStays: e2e(
    'search',
    'an index that cannot be loaded shows the error screen; the next keystroke recovers',
  ),
  clickPosition: e2e(
    'searchAlgolia',
    'with insights on, choosing the first hit sends a click event with the query id',
  ),
  overlayAxe: e2e('a11y', 'the search overlay with results'),
  /** Every page type, both colour modes: the rows' markup is on the API operation page. */
  pageTypesAxe: e2e('a11y', 'WCAG 2.1 AA in'),
  responseHeadersAxe: e2e(
    'a11y',
    'opened response headers are listed without list markup (axe: list)',
  ),
  arrayBodyContrast: e2e(
    'a11y',
    "an array body's ' array' label and its brackets are legible in light mode",
  ),
  explorerAxe: e2e('apiReference', 'the open explorer meets WCAG 2.1 AA (axe)'),
  cryptoSha1Only: e2e(
    'apiReference',
    'the explorer, opened, has the SHA-1 of crypto-js and none of its ciphers',
  ),
  explorerHeadingOrder: e2e('apiReference', 'the open explorer adds no heading out of order'),
  apiPageWithoutJs: e2e(
    'apiReference',
    'parameters, schemas, status codes and all nine samples are in the HTML',
  ),
  explorerFollowsEdits: e2e(
    'apiReference',
    'loads nothing until opened; opened by keyboard, it loads, shows the same samples and follows edits',
  ),
  bodyEditor: e2e(
    'apiRequestBody',
    'shows the example body, and the curl sample follows the edits, keyboard only',
  ),
  blockedStorage: e2e(
    'failureModes',
    'an API operation page renders, and its request panel takes a token',
  ),
  // Checks on the build's output (tests/content, after `npm run build`).
  mainBundleTslib:
    'tests/content/bundle.test.ts › the main bundle holds the interop helpers, not all of tslib',
  // The patched source, read in Node: whether the row still applies as meant,
  // not whether the new version still needs it.
  patchedSorts: unit(
    'the docs plugin, patched, tries a path before its prefixes; the memo keys sort in one order',
  ),
  patchedTransitionAndBreakpoint: unit(
    'patched, useIsBrowser() turns true in a transition, and the window size is desktop from 996 px',
  ),
  patchedSearchPage: unit(
    'the patched search page listens for errors and shows the overlay texts in an error state',
  ),
  patchedRouting: unit(
    "core's preload waits for the API routes chunk; its prefetch waits for idle time and fetches each chunk once",
  ),
};
