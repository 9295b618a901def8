import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { announcementBar } from './src/config/announcementBar';
import {
  apiDocsPluginOptions,
  languageTabs,
  openApiPluginOptions,
} from './src/config/apiReference';
import { includeApiDocs, siteUrl, strictTransportSecurity } from './src/config/env';
import { parseFrontMatter } from './src/config/frontMatter';
import { isLiveRoute } from './src/config/docRoutes';
import { docsAlias, expandRedirects } from './src/plugins/hostConfig/redirectRules';
import { redirects } from './src/config/redirects';
import { remoteContentDocsOptions } from './src/remoteContent/overlay';
import builtPages, { type BuiltPagesOptions } from './src/plugins/builtPages';
import { hostConfigStage } from './src/plugins/hostConfig';
import { scriptLoadingStage } from './src/plugins/pageWeight/afterPaint/routePreloads';
import apiTheme from './src/plugins/apiTheme';
import pageWeight from './src/plugins/pageWeight';
import codeColours from './src/plugins/codeColours';
import desktopBreakpoint from './src/plugins/desktopBreakpoint';
import vendorPatches from './src/vendorPatches';
import { footer } from './src/config/footer';
import { navbar } from './src/config/navbar';
import { prism } from './src/config/prism';
import { isLocalSearch, searchConfig } from './src/config/search';
import { siteThirdParties } from './src/plugins/hostConfig/securityHeaders';
import searchIndex, { searchRecordsStage } from './src/plugins/searchIndex';
import { llmsStage } from './src/plugins/llmsOutput';
import mermaidSvg from './src/plugins/mermaidSvg';
import { thirdParty } from './src/config/thirdParty';

const { active: activeRedirects } = expandRedirects(redirects, isLiveRoute);

if (!includeApiDocs) {
  console.warn(
    '[api-docs] npm start leaves out the API reference (/reference/api/unleash/*) to start and reload faster; its links answer 404 here. Start with API_DOCS=1 npm start to include it.',
  );
}

const config = {
  title: 'Unleash Documentation',
  tagline:
    'Feature flags, gradual rollouts and experiments with Unleash, the open-source feature management platform.',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'Unleash',
  projectName: 'unleash-docs',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // The after-paint loader shows the banner itself (src/plugins/pageWeight/afterPaint/afterPaint.ts),
  // without a second inline script for the Content-Security-Policy to allow.
  baseUrlIssueBanner: false,

  i18n: { defaultLocale: 'en', locales: ['en'] },

  future: {
    faster: true,
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      // The colour mode must stay under the plain 'theme' key (spec), so no namespacing.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
  },

  markdown: {
    // Names the file and line of malformed front matter, on every save.
    parseFrontMatter,
    // `## Heading {#explicit-id}` keeps anchors that old links point at.
    mdx1Compat: { comments: false, admonitions: false, headingIds: true },
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          breadcrumbs: true,
          showLastUpdateTime: false,
          ...remoteContentDocsOptions(),
          // Mermaid blocks become inline SVG at build time.
          remarkPlugins: [mermaidSvg],
        },
        blog: false,
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/css/layout.css',
            './src/plugins/mermaidSvg/diagrams.css',
          ],
        },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          // The search page answers queries; it has nothing of its own to index.
          ignorePatterns: ['/test-fixtures/**', '/search'],
          filename: 'sitemap.xml',
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: [apiTheme],

  plugins: [
    // Pages the browser tests use; their code is test code.
    [
      '@docusaurus/plugin-content-pages',
      { id: 'test-fixtures', path: 'tests/fixtures/pages', routeBasePath: '/test-fixtures' },
    ],
    ...(includeApiDocs
      ? [
          ['@docusaurus/plugin-content-docs', apiDocsPluginOptions],
          ['docusaurus-plugin-openapi-docs', openApiPluginOptions],
        ]
      : []),
    [
      builtPages,
      {
        clientRedirects: {
          redirects: activeRedirects,
          // Every live page also answers under the old /docs prefix.
          createRedirects: (existingPath: string) =>
            existingPath.startsWith('/test-fixtures') || existingPath.endsWith('.html')
              ? undefined
              : [docsAlias(existingPath)],
        },
        // In this order: each sees the page the previous ones leave (builtPages/index.ts).
        stages: [
          searchRecordsStage,
          llmsStage,
          scriptLoadingStage,
          hostConfigStage({
            redirects: activeRedirects,
            thirdParties: siteThirdParties,
            strictTransportSecurity,
          }),
        ],
      } satisfies BuiltPagesOptions,
    ],
    searchIndex({ local: isLocalSearch }),
    pageWeight({ apiDocs: includeApiDocs }),
    codeColours,
    desktopBreakpoint(),
    vendorPatches(),
  ],

  clientModules: [
    './src/clientModules/imageZoom.ts',
    './src/clientModules/keyboard.ts',
    './src/clientModules/thirdPartyScripts.ts',
  ],

  customFields: { thirdParty },

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar,
    navbar,
    footer,
    prism,
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: true },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    algolia: searchConfig,
    languageTabs,
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
