import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { apiDocsPluginOptions } from '../../config/apiReference';

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
 * - The route registry keeps each page's loader but not its source path,
 *   which only server rendering uses.
 * - The site config, the docs version props and the global data lose what
 *   the browser never reads (see clientDataLoader.cjs).
 */

const codeBlockDir = path.join(__dirname, '..', '..', 'theme', 'CodeBlock', 'Content');

/** Docusaurus requires client modules by absolute path, without the extension. */
const prismClientModule = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')
  .replace(/\.js$/, '');

export default function pageWeight(): Plugin {
  return {
    name: 'page-weight',
    configureWebpack(_config, isServer, _utils) {
      const generated = (file: string): RegExp => new RegExp(`[\\\\/]\\.docusaurus[\\\\/]${file}$`);
      const loader = path.join(__dirname, 'clientDataLoader.cjs');
      return {
        resolve: {
          alias: {
            [`${prismClientModule}$`]: path.join(__dirname, 'noPrismClientModule.ts'),
            // The highlighted lines of code blocks: rendered directly on the
            // server, loaded on demand in the browser.
            '@unleash-docs/code-lines$': path.join(
              codeBlockDir,
              isServer ? 'Lines.tsx' : 'browserLines.tsx',
            ),
          },
        },
        module: {
          rules: isServer
            ? []
            : [
                {
                  test: generated('registry\\.js'),
                  loader: require.resolve('string-replace-loader'),
                  options: {
                    // [loader, source path, module id] -> the source path is blanked.
                    search: /\), "[^"]+", require\.resolveWeak\(/g,
                    replace: '), "", require.resolveWeak(',
                    strict: true,
                  },
                },
                {
                  test: generated('globalData\\.json'),
                  loader,
                  options: { kind: 'globalData', apiDocsPluginId: apiDocsPluginOptions.id },
                },
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
  };
}
