import type { Plugin } from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs/lib/index';

/**
 * The OpenAPI theme, adjusted so that its weight stays on API pages:
 *
 * - Its stylesheet is not a global client module; the API pages' own
 *   component imports it (src/theme/ApiItem).
 * - Docusaurus's `common` chunk is switched off. It takes every module used
 *   by half the pages, and with 343 generated operation pages that is the
 *   API theme and its Markdown renderer, which would then ship to every
 *   plain doc page. Without it, shared code is split into async chunks that
 *   only the pages using it load.
 * - Its CSS goes to a stylesheet of its own, loaded with the API chunks,
 *   instead of the one site-wide stylesheet.
 */

/** Packages only the API pages use: the theme and what it alone depends on. */
const apiOnlyPackages = [
  'docusaurus-theme-openapi-docs',
  'docusaurus-plugin-openapi-docs',
  '@reduxjs/toolkit',
  'react-redux',
  'redux',
  'redux-thunk',
  'immer',
  'reselect',
  'pako',
  'react-markdown',
  'remark-gfm',
  'rehype-raw',
  'postman-code-generators',
  'postman-collection',
  'crypto-js',
  'xml-formatter',
  'react-hook-form',
  'react-magic-dropzone',
  'react-live',
  'buffer',
  'process',
  'path-browserify',
  'file-saver',
  'lodash',
];

const nodeModule = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/g;

/** The theme also replaces the classic Tabs, which plain doc pages use too. */
const sharedThemeParts =
  /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](Tabs|TabItem|utils)[\\/]/;

/** Whether a module belongs to the API pages only: its path runs through one of those packages. */
export function isApiOnlyModule(resource: string | undefined): boolean {
  if (!resource || sharedThemeParts.test(resource)) return false;
  for (const [, name] of resource.matchAll(nodeModule)) {
    if (name && apiOnlyPackages.includes(name.replace(/\\/g, '/'))) return true;
  }
  return false;
}

type Module = { resource?: string; identifier?: () => string };

/** Where a module comes from; extracted CSS modules only have an identifier. */
function location(module: Module): string | undefined {
  return module.resource ?? module.identifier?.();
}

export default function apiTheme(): Plugin {
  const theme = openApiTheme() as Plugin;
  return {
    ...theme,
    name: 'api-reference-theme',
    getClientModules: () => [],
    configureWebpack(config, isServer, utils, content) {
      const base = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      if (isServer) return base;
      return {
        ...base,
        optimization: {
          splitChunks: {
            cacheGroups: {
              // With the generated pages in the majority, 'common' (modules
              // used by half the pages) would be the API theme itself.
              common: false,
              apiStyles: {
                name: 'api-styles',
                type: 'css/mini-extract',
                test: (module: Module) => isApiOnlyModule(location(module)),
                chunks: 'async',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
