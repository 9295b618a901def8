import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin, PluginModule } from '@docusaurus/types';
import type { RuleSetRule } from 'webpack';
import { apiDocsPluginOptions, apiRouteBase } from '../../config/apiReference';

/**
 * Keeps the JavaScript that every page loads before hydration small. With
 * nearly 600 routes, what Docusaurus puts in the main bundle for each route
 * and for the whole site adds up; this plugin removes the parts the browser
 * never reads. `npm run bench` measures the result and `npm run bench:check`
 * holds it to the budgets.
 *
 * - Prism (about 30 KB gzip with our languages) leaves the main bundle: the
 *   theme's client module that loads it is replaced by an empty one, and the
 *   code block loads its highlighted lines lazily (src/theme/CodeBlock/Content).
 * - The routes of the API reference's pages move to a chunk of their own,
 *   loaded before the router needs them (lazyApiRoutes/); the
 *   route registry keeps each page's loader but not its source path, which
 *   only server rendering uses.
 * - The site config, the docs version props and the global data lose what
 *   the browser never reads (see bundleTrims/clientDataLoader.cjs).
 * - After the build, each page names the chunks of its routes in its HTML, so
 *   the browser fetches them beside the main bundle, and fetches both once the
 *   page has painted: afterPaint/routePreloads.ts is a stage of the
 *   built-pages pipeline (../builtPages), afterPaint/afterPaint.ts the loader.
 * - Work that followed hydration in long tasks is sliced: link prefetching
 *   waits for idle time (prefetch/idlePrefetch.ts) and the render that follows
 *   `useIsBrowser()` turning true is a transition (src/vendorPatches/docusaurus.ts).
 * - tslib, which Docusaurus's CommonJS utilities require for one helper,
 *   becomes its four module interop helpers (bundleTrims/tslibInterop.ts).
 * - Hydration builds no collator: three sorts of a few strings compare code
 *   units instead of calling `localeCompare` (src/vendorPatches/docusaurus.ts).
 */

const codeBlockDir = path.join(__dirname, '..', '..', 'theme', 'CodeBlock', 'Content');

const require = createRequire(__filename);

/** Docusaurus requires client modules by absolute path, without the extension. */
const prismClientModule = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')
  .replace(/\.js$/, '');

function lazyApiRoutesRules(generated: (file: string) => RegExp): RuleSetRule[] {
  const loader = path.join(__dirname, 'lazyApiRoutes', 'loader.cjs');
  const rule = (test: RegExp, kind: string, extra: RuleSetRule = {}): RuleSetRule => ({
    test,
    ...extra,
    loader,
    options: { kind, base: apiRouteBase },
  });
  return [
    rule(generated('routes\\.js'), 'routes', { resourceQuery: { not: [/api-pages/] } }),
    rule(generated('routes\\.js'), 'apiPages', { resourceQuery: /api-pages/ }),
    rule(generated('routesChunkNames\\.json'), 'chunkNames'),
    rule(generated('registry\\.js'), 'registry'),
  ];
}

export interface PageWeightOptions {
  /** Whether the site has the API docs instance (`npm start` may leave it out: src/config/env.ts). */
  apiDocs?: boolean;
}

export default function pageWeight({ apiDocs = true }: PageWeightOptions = {}): PluginModule {
  return (): Plugin => ({
    name: 'page-weight',
    configureWebpack(_config, isServer, _utils) {
      const generated = (file: string): RegExp => new RegExp(`[\\\\/]\\.docusaurus[\\\\/]${file}$`);
      const loader = path.join(__dirname, 'bundleTrims', 'clientDataLoader.cjs');
      return {
        resolve: {
          alias: {
            [`${prismClientModule}$`]: path.join(
              __dirname,
              'bundleTrims',
              'noPrismClientModule.ts',
            ),
            // Only the interop helpers of tslib, not all of it (bundleTrims/tslibInterop.ts).
            ...(isServer ? {} : { tslib$: path.join(__dirname, 'bundleTrims', 'tslibInterop.ts') }),
            // The highlighted lines of code blocks: rendered directly on the
            // server, loaded on demand in the browser.
            '@unleash-docs/code-lines$': path.join(
              codeBlockDir,
              isServer ? 'serverLines.tsx' : 'browserLines.tsx',
            ),
          },
        },
        module: {
          rules: isServer
            ? []
            : [
                ...(apiDocs
                  ? [
                      ...lazyApiRoutesRules(generated),
                      {
                        test: generated('globalData\\.json'),
                        loader,
                        options: { kind: 'globalData', apiDocsPluginId: apiDocsPluginOptions.id },
                      },
                    ]
                  : []),
                {
                  test: generated('docusaurus\\.config\\.mjs'),
                  loader,
                  options: { kind: 'siteConfig' },
                },
                {
                  test: generated(
                    'docusaurus-plugin-content-docs[\\\\/]default[\\\\/]p[\\\\/][^\\\\/]+\\.json',
                  ),
                  loader,
                  options: { kind: 'versionProps' },
                },
              ],
        },
      };
    },
  });
}
