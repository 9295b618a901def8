import type { Plugin } from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs/lib/index';

/**
 * The OpenAPI theme, adjusted so that its weight stays on API pages:
 *
 * - Its stylesheet is not a global client module; the API pages' own
 *   component imports it (src/theme/ApiItem).
 * - Docusaurus's `common` chunk is switched off. It takes every module used
 *   by half the pages, and with 353 generated operation pages that is the
 *   API theme and its Markdown renderer, which would then ship to every
 *   plain doc page. Without it, shared code is split into async chunks that
 *   only the pages using it load.
 * - Its CSS goes to a stylesheet of its own, loaded with the API chunks,
 *   instead of the one site-wide stylesheet.
 * - Faults of its code (accessibility, weight, server rendering) are fixed
 *   by rows of the patch table (src/vendorPatches/openapiTheme.ts).
 */

/** The theme's own files: the API pages' stylesheets all come from here. */
const themeFiles = /[\\/]node_modules[\\/]docusaurus-theme-openapi-docs[\\/]/;

/** The theme also replaces the classic Tabs, which plain doc pages use too. */
const sharedThemeParts =
  /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](Tabs|TabItem|utils)[\\/]/;

/** Whether a module is part of the API pages only: a theme file other than the shared Tabs. */
function isApiOnlyModule(resource: string | undefined): boolean {
  return Boolean(resource && themeFiles.test(resource) && !sharedThemeParts.test(resource));
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
      const fromTheme = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      const base = {
        ...fromTheme,
        resolve: {
          ...fromTheme.resolve,
          alias: {
            ...(fromTheme.resolve?.alias as Record<string, string> | undefined),
            // The theme `require`s react-hook-form (its CommonJS build) and our
            // request-body editor (src/theme/ApiExplorer/LiveEditor) imports it
            // (its ES build): one copy for both, or the editor cannot see the
            // theme's form.
            'react-hook-form$': require.resolve('react-hook-form'),
          },
        },
      };
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
