import { measures } from './measures';

/** Changes to other packages or Docusaurus's output that are not rows of ./table.ts, made at `where`. */
export type OtherChange = {
  target: string;
  how:
    | 'resolve alias'
    | 'loader over a generated file'
    | 'PostCSS rule'
    | 'post-build rewrite of the pages';
  /** The file that makes the change (from the site's root), and a text it holds for it. */
  where: { file: string; marker: string };
  reason: string;
  measuredBy: string[];
};

export const otherChanges: OtherChange[] = [
  {
    target: 'crypto-js',
    how: 'resolve alias',
    where: { file: 'src/vendorPatches/index.ts', marker: "'crypto-js$'" },
    reason:
      "The OpenAPI theme's explorer imports all of crypto-js for one SHA-1; the alias gives it that function alone (./cryptoSha1.cjs).",
    // Some 17 KB of gzip on API pages, far inside their budgets: a test looks for the ciphers themselves.
    measuredBy: [measures.cryptoSha1Only],
  },
  {
    target: '@docusaurus/theme-classic lib/prism-include-languages.js',
    how: 'resolve alias',
    where: { file: 'src/plugins/pageWeight/index.ts', marker: 'noPrismClientModule' },
    reason:
      "The client module imports Prism and runs the languages' registration on every page. A swizzle of @theme/prism-include-languages would still leave its Prism import in the main bundle, so the module itself is replaced; code blocks load Prism when the browser renders one (src/theme/CodeBlock/Content).",
    measuredBy: [measures.noPrismOnFirstPage, measures.firstLoadBudget],
  },
  {
    target: 'tslib',
    how: 'resolve alias',
    where: { file: 'src/plugins/pageWeight/index.ts', marker: 'tslib$' },
    reason:
      'Browser build only: the few interop helpers the bundled packages use (src/plugins/pageWeight/bundleTrims/tslibInterop.ts), not the whole helper library.',
    measuredBy: [measures.mainBundleTslib],
  },
  {
    target: 'algoliasearch/lite',
    how: 'resolve alias',
    where: { file: 'src/plugins/searchIndex/index.ts', marker: "'algoliasearch/lite$'" },
    reason:
      "With the built-in index, the theme's /search page gets the local client (src/search/liteClient.ts) in place of the Algolia one.",
    measuredBy: [measures.noOffHostRequest, measures.seeAllResults],
  },
  {
    target: 'react-hook-form',
    how: 'resolve alias',
    where: { file: 'src/plugins/apiTheme/index.ts', marker: "'react-hook-form$'" },
    reason:
      "One copy for the OpenAPI theme (which requires its CommonJS build) and the request-body editor (which imports its ES build), or the editor cannot see the theme's form.",
    measuredBy: [measures.bodyEditor, measures.explorerFollowsEdits],
  },
  {
    target: '.docusaurus/routes.js, registry.js, routesChunkNames.json',
    how: 'loader over a generated file',
    where: { file: 'src/plugins/pageWeight/lazyApiRoutes/loader.cjs', marker: 'splitRouteData' },
    reason:
      "Browser build: the API reference's page routes move out of the main bundle into a chunk of their own, loaded before the router looks up an API path (core's side is a row of ./docusaurus.ts).",
    // The API routes would add some 19 KB of gzip to every page's first load, past its budget.
    measuredBy: [measures.firstLoadBudget, measures.apiLoadedDirectly],
  },
  {
    target: '.docusaurus/globalData.json, docusaurus.config.mjs, the docs version props',
    how: 'loader over a generated file',
    where: {
      file: 'src/plugins/pageWeight/bundleTrims/clientDataLoader.cjs',
      marker: 'globalData',
    },
    reason:
      'Browser build: the data every page carries loses what only the server or the API pages read.',
    // Some 9 KB of gzip on every page's first load, more than its budget has to spare.
    measuredBy: [measures.firstLoadBudget],
  },
  {
    target: "Docusaurus's and Infima's stylesheets: the 996 px breakpoint",
    how: 'PostCSS rule',
    where: { file: 'src/plugins/desktopBreakpoint/index.ts', marker: 'site-desktop-breakpoint' },
    reason:
      'The spec puts the desktop layout at 996 px and up; the media queries move down one pixel (the JS side is a row of ./docusaurus.ts).',
    measuredBy: [measures.desktopFrom996],
  },
  {
    target: "every built page's script and stylesheet tags",
    how: 'post-build rewrite of the pages',
    where: {
      file: 'src/plugins/pageWeight/afterPaint/routePreloads.ts',
      marker: 'scriptLoadingStage',
    },
    reason:
      "The page's route chunks are preloaded and its main bundle runs after the first paint. siteConfig.ssrTemplate cannot do it: the template's data has neither the page's path nor its route's chunks (with Rspack, core's manifest lookup finds only the main bundle).",
    // The budget test also requires the HTML to name every file hydration waits for.
    measuredBy: [measures.noScriptBeforePaint, measures.firstLoadBudget],
  },
];
