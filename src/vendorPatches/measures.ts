// `<test file> › <text of its title>`; a title built from data is named by a literal part of it,
// or by its describe block's title.
const inFile = <K extends string>(file: string, titles: Record<K, string>): Record<K, string> =>
  Object.fromEntries(
    Object.entries<string>(titles).map(([key, title]) => [key, `${file} › ${title}`]),
  ) as Record<K, string>;
const e2e = (name: string): string => `tests/e2e/${name}.spec.ts`;

export const measures = {
  ...inFile(e2e('lazyRoutes'), {
    apiLoadedDirectly: 'an API page loaded directly renders its operation',
    chunksPrefetchedOnce: 'links in view prefetch the chunks of their pages, each chunk once',
  }),
  ...inFile(e2e('pageWeight'), {
    noLocaleCompare:
      'pages hydrate without sorting by locale (building a collator takes a long task)',
    noLocaleCompareInExplorer: 'the request explorer opens without sorting by locale',
    firstLoadBudget: 'KiB gzip of JS and CSS before hydration',
  }),
  ...inFile(e2e('navbar'), { desktopFrom996: 'is not used at 996 px and wider' }),
  ...inFile(e2e('behaviour'), {
    noScriptBeforePaint: 'a page fetches no script until it can paint, then hydrates',
  }),
  ...inFile(e2e('codeBlock'), { noPrismOnFirstPage: 'code colours and loads no Prism' }),
  ...inFile(e2e('failureModes'), {
    searchPageError: "/search shows 'Unable to fetch results' when the index is",
    blockedStorage: 'an API operation page renders, and its request panel takes a token',
  }),
  ...inFile(e2e('search'), {
    searchPageMaxLength: 'the /search input is limited to 64 characters',
    searchPageLongAddressQuery:
      '/search with a longer query in its address searches for its first 64 characters',
    noAlgoliaCredit: 'no Algolia credit in the overlay or on /search with the built-in index',
    noOffHostRequest: 'searching sends no request off this machine and names no Algolia host',
    seeAllResults: "'See all N results' opens /search with the same count",
    searchPageKeepsLoading:
      '/search keeps loading results when the reader jumps to the end quickly',
    searchPageLoadsUnscrolled:
      '/search loads the next results when a taller window shows the end of the list, unscrolled',
    overlayErrorStays:
      'an index that cannot be loaded shows the error screen; the next keystroke recovers',
  }),
  ...inFile(e2e('searchAlgolia'), {
    clickPosition: 'with insights on, choosing the first hit sends a click event with the query id',
  }),
  ...inFile(e2e('a11y'), {
    overlayAxe: 'the search overlay with results',
    pageTypesAxe: 'WCAG 2.1 AA in',
    responseHeadersAxe: 'opened response headers are listed without list markup (axe: list)',
    arrayBodyContrast: "an array body's ' array' label and its brackets are legible in light mode",
  }),
  ...inFile(e2e('apiReference'), {
    explorerAxe: 'the open explorer meets WCAG 2.1 AA (axe)',
    cryptoSha1Only: 'the explorer, opened, has the SHA-1 of crypto-js and none of its ciphers',
    explorerHeadingOrder: 'the open explorer adds no heading out of order',
    apiPageWithoutJs: 'parameters, schemas, status codes and all nine samples are in the HTML',
    explorerFollowsEdits:
      'loads nothing until opened; opened by keyboard, it loads, shows the same samples and follows edits',
  }),
  ...inFile(e2e('apiRequestBody'), {
    bodyEditor: 'shows the example body, and the curl sample follows the edits, keyboard only',
  }),
  mainBundleTslib:
    'tests/content/bundle.test.ts › the main bundle holds the interop helpers, not all of tslib',
  // The patched source, read in Node: whether the row applies as meant, not whether it is needed.
  ...inFile('tests/unit/vendorPatches.test.ts', {
    patchedSorts:
      'the docs plugin, patched, tries a path before its prefixes; the memo keys sort in one order',
    patchedTransitionAndBreakpoint:
      'patched, useIsBrowser() turns true in a transition, and the window size is desktop from 996 px',
    patchedSearchPage:
      'the patched search page listens for errors and shows the overlay texts in an error state',
    patchedRouting:
      "core's preload waits for the API routes chunk; its prefetch waits for idle time and fetches each chunk once",
  }),
};
