import type { Plugin } from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs/lib/index';

// The OpenAPI theme, with its weight kept on the API pages: src/theme/ApiItem imports its
// stylesheet, whose CSS goes to a stylesheet of its own, loaded with the API chunks.
const themeFiles = /[\\/]node_modules[\\/]docusaurus-theme-openapi-docs[\\/]/;
// The theme also replaces the classic Tabs, which plain doc pages use too.
const sharedThemeParts =
  /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](Tabs|TabItem|utils)[\\/]/;

// Extracted CSS modules have only an identifier.
function isApiOnlyModule(module: { resource?: string; identifier?: () => string }): boolean {
  const resource = module.resource ?? module.identifier?.();
  return Boolean(resource && themeFiles.test(resource) && !sharedThemeParts.test(resource));
}

export default function apiTheme(): Plugin {
  const theme = openApiTheme() as Plugin;
  return {
    ...theme,
    name: 'api-reference-theme',
    getClientModules: () => [],
    configureWebpack(config, isServer, utils, content) {
      const fromTheme = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      return {
        ...fromTheme,
        resolve: {
          ...fromTheme.resolve,
          alias: {
            // One copy for the theme (which requires the CommonJS build) and our body editor
            // (src/theme/ApiExplorer/LiveEditor, the ES build), or the editor cannot see the form.
            'react-hook-form$': require.resolve('react-hook-form'),
          },
        },
        ...(!isServer && {
          optimization: {
            splitChunks: {
              cacheGroups: {
                // With 353 generated operation pages, 'common' (modules used by half the pages)
                // would be the API theme and its Markdown renderer, shipped to every doc page.
                common: false,
                apiStyles: {
                  name: 'api-styles',
                  type: 'css/mini-extract',
                  test: isApiOnlyModule,
                  chunks: 'async',
                  enforce: true,
                  priority: 60,
                },
              },
            },
          },
        }),
      };
    },
  };
}
