import path from 'node:path';
import { measures } from './measures';
import { rowsOf, type VendorPatch } from './types';

const core = rowsOf('@docusaurus/core', '3.10.2');
const themeCommon = rowsOf('@docusaurus/theme-common', '3.10.2');

const byCodeUnits = (a: string, b: string): string => `(${a} < ${b} ? -1 : ${a} > ${b} ? 1 : 0)`;

const plainSortReason =
  "A page's first localeCompare builds the browser's collator for the reader's locale: 20 to 30 ms on a fast desktop, about four times that on a phone, inside hydration. This sort needs no language rules (a path before its prefixes, or any fixed order of an object's keys), so it compares code units.";

const transitionReason =
  'After hydration, useIsBrowser() turns true from an effect, at default priority, in one task that cannot yield; every component that reads it renders again in it (one 600 ms task on an API page at the CPU speed of a mid-range phone). Set in a transition, the same render runs in slices.';

// `useShallowMemoObject`; the OpenAPI theme has a copy of the hook.
const memoSort = themeCommon(
  'lib/utils/reactUtils.js',
  'deps.sort((a, b) => a[0].localeCompare(b[0]));',
  `deps.sort((a, b) => ${byCodeUnits('a[0]', 'b[0]')});`,
  plainSortReason,
  // A doc page's code blocks call it through useCodeWordWrap while they hydrate.
  [measures.noLocaleCompare, measures.patchedSorts],
);

// Absolute, as webpack resolves them.
const pageWeightModule = (file: string): string =>
  JSON.stringify(path.resolve(__dirname, '../plugins/pageWeight', file).split(path.sep).join('/'));
const importLazyRoutes = `import { lazyPagesPending, whenRoutesReady } from ${pageWeightModule('lazyApiRoutes/lazyRoutes.ts')};`;

const lazyRoutesReason =
  "The API reference's 380 page routes are left out of the main bundle and arrive in a chunk of their own (src/plugins/pageWeight/lazyApiRoutes/loader.cjs); core's preload and prefetch look a path up in the route tree, so for a path under the API reference they first wait for that chunk (pageWeight/lazyApiRoutes/lazyRoutes.ts).";

const prefetchReason =
  'Core prefetches per route, and the routes of the docs repeat the chunks of their shared layouts: links coming into view added the same prefetch tags some thirty times, all in one task as the page became interactive, scanning the whole route-to-chunk map per link. Each chunk is now prefetched once, the work waits for idle time and runs in short slices, and the map is looked up through an index (pageWeight/prefetch/idlePrefetch.ts).';

export const docusaurusPatches: VendorPatch[] = [
  core(
    'lib/client/preload.js',
    'export default function preload(pathname) {',
    `${importLazyRoutes}
export default function preload(pathname) {
    return whenRoutesReady(pathname).then(() => preloadNow(pathname));
}
function preloadNow(pathname) {`,
    lazyRoutesReason,
    [measures.apiLoadedDirectly, measures.patchedRouting],
  ),
  core(
    'lib/client/docusaurus.js',
    'const prefetch = (routePath) => {',
    `${importLazyRoutes}
import { chunkEntriesOf, whenIdle } from ${pageWeightModule('prefetch/idlePrefetch.ts')};
const prefetchedAssets = new Set();
const prefetch = (routePath) => {
    whenIdle(() => {
        if (!lazyPagesPending(routePath)) prefetchNow(routePath);
        else whenRoutesReady(routePath).then(() => whenIdle(() => prefetchNow(routePath)), () => {});
    });
    return true;
};
const prefetchNow = (routePath) => {`,
    `${lazyRoutesReason} ${prefetchReason}`,
    // Declares the third row's set; the idle and API-route waits are checked as text only.
    [measures.patchedRouting, measures.chunksPrefetchedOnce],
    'UPSTREAM.md#docusaurus-prefetch-once',
  ),
  core(
    'lib/client/docusaurus.js',
    'Object.entries(routesChunkNames)',
    'chunkEntriesOf(routesChunkNames, path)',
    prefetchReason,
    // Speed only: a scan finds the same entries, so just the text is checked.
    [measures.patchedRouting],
    'UPSTREAM.md#docusaurus-prefetch-once',
  ),
  core(
    'lib/client/docusaurus.js',
    'return prefetchHelper(chunkAsset);',
    `if (prefetchedAssets.has(chunkAsset)) return Promise.resolve();
            prefetchedAssets.add(chunkAsset);
            whenIdle(() => prefetchHelper(chunkAsset).catch(() => {}));
            return Promise.resolve();`,
    prefetchReason,
    [measures.chunksPrefetchedOnce, measures.patchedRouting],
    'UPSTREAM.md#docusaurus-prefetch-once',
  ),
  rowsOf('@docusaurus/plugin-content-docs', '3.10.2')(
    'lib/client/docsClientUtils.js',
    '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    `.sort((a, b) => ${byCodeUnits('b[1].path', 'a[1].path')})`,
    plainSortReason,
    // A doc page's breadcrumbs look up the active docs instance while they hydrate.
    [measures.noLocaleCompare, measures.patchedSorts],
  ),
  memoSort,
  {
    ...memoSort,
    package: 'docusaurus-theme-openapi-docs',
    version: '5.2.0',
    file: 'lib/theme/utils/reactUtils.js',
    // Runs only in the request explorer's code blocks, after the reader opens it.
    measuredBy: [measures.noLocaleCompareInExplorer],
  },
  core(
    'lib/client/browserContext.js',
    "import React, { useEffect, useState } from 'react';",
    "import React, { startTransition, useEffect, useState } from 'react';",
    transitionReason,
    [measures.patchedTransitionAndBreakpoint],
    'UPSTREAM.md#docusaurus-is-browser-transition',
  ),
  core(
    'lib/client/browserContext.js',
    'setIsBrowser(true);',
    'startTransition(() => setIsBrowser(true));',
    transitionReason,
    [measures.patchedTransitionAndBreakpoint],
    'UPSTREAM.md#docusaurus-is-browser-transition',
  ),
  themeCommon(
    'lib/hooks/useWindowSize.js',
    'const DesktopBreakpoint = 996;',
    'const DesktopBreakpoint = 995;',
    'The spec puts the desktop layout at 996 px and up; Docusaurus switches one pixel higher, in its CSS (moved by src/plugins/desktopBreakpoint) and here in its JS, which must agree.',
    [measures.desktopFrom996, measures.patchedTransitionAndBreakpoint],
  ),
];
