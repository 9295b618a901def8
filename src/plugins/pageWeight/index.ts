import path from 'node:path';
import type { Plugin, PluginModule } from '@docusaurus/types';
import type { RuleSetRule } from 'webpack';
import { apiDocsPluginOptions, apiRouteBase } from '../../config/apiReference';

// With nearly 600 routes, what Docusaurus puts in the main bundle per route adds up (`npm run
// bench:check` holds it to budgets). Prism (30 KB gzip) leaves it: code blocks load it lazily.

// Docusaurus requires client modules by absolute path, without the extension.
const prismClientModule = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')
  .replace(/\.js$/, '');

const generated = (file: string): RegExp => new RegExp(`[\\\\/]\\.docusaurus[\\\\/]${file}$`);
const codeBlockDir = path.join(__dirname, '..', '..', 'theme', 'CodeBlock', 'Content');
const bundleTrim = (file: string): string => path.join(__dirname, 'bundleTrims', file);

function browserRules(apiDocs: boolean): RuleSetRule[] {
  const lazyRoutes = (file: string, kind: string, extra: RuleSetRule = {}): RuleSetRule => ({
    test: generated(file),
    ...extra,
    loader: path.join(__dirname, 'lazyApiRoutes', 'loader.cjs'),
    options: { kind, base: apiRouteBase },
  });
  const clientData = (file: string, kind: string, extra = {}): RuleSetRule => ({
    test: generated(file),
    loader: bundleTrim('clientDataLoader.cjs'),
    options: { kind, ...extra },
  });
  const always = [
    clientData('docusaurus\\.config\\.mjs', 'siteConfig'),
    clientData(
      'docusaurus-plugin-content-docs[\\\\/]default[\\\\/]p[\\\\/][^\\\\/]+\\.json',
      'versionProps',
    ),
  ];
  if (!apiDocs) return always;
  return [
    lazyRoutes('routes\\.js', 'routes', { resourceQuery: { not: [/api-pages/] } }),
    lazyRoutes('routes\\.js', 'apiPages', { resourceQuery: /api-pages/ }),
    lazyRoutes('routesChunkNames\\.json', 'chunkNames'),
    lazyRoutes('registry\\.js', 'registry'),
    clientData('globalData\\.json', 'globalData', { apiDocsPluginId: apiDocsPluginOptions.id }),
    ...always,
  ];
}

export default function pageWeight({ apiDocs = true } = {}): PluginModule {
  return (): Plugin => ({
    name: 'page-weight',
    configureWebpack(_config, isServer) {
      const codeLines = isServer ? 'serverLines.tsx' : 'browserLines.tsx';
      return {
        resolve: {
          alias: {
            [`${prismClientModule}$`]: bundleTrim('noPrismClientModule.ts'),
            // Docusaurus's CommonJS utilities require tslib for one helper: only the interop ones.
            ...(isServer ? {} : { tslib$: bundleTrim('tslibInterop.ts') }),
            // Code blocks' highlighted lines: rendered on the server, loaded on demand in the browser.
            '@unleash-docs/code-lines$': path.join(codeBlockDir, codeLines),
          },
        },
        module: { rules: isServer ? [] : browserRules(apiDocs) },
      };
    },
  });
}
