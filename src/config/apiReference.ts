import type { Options as DocsPluginOptions } from '@docusaurus/plugin-content-docs';
import type { PluginOptions } from 'docusaurus-plugin-openapi-docs/src/types';
import { firstSentence, loadTags } from '../api/openapiSpec';
import { apiDocsStagingDir } from './env';

// The API pages have a docs instance of their own: every doc page loads its instance's sidebars and
// doc titles, so in the main one the 380 pages cost each doc page about 26 KB (gzip) more.
export const apiDocsPluginId = 'api';
export const apiRouteBase = '/reference/api/unleash';
export const apiOutputDir = 'api-docs';
export const bundledSpecPath = '.generated/openapi.json';
export const explorerDataDir = '_explorer';

const highlights: Record<string, string> = { curl: 'bash', nodejs: 'javascript' };
const languages = ['curl', 'python', 'go', 'nodejs', 'ruby', 'csharp', 'php', 'java', 'powershell'];
export const languageTabs = languages.map((language) => ({
  language,
  highlight: highlights[language] ?? language,
  logoClass: language,
}));

export function createIndexPage(): string {
  const tags = loadTags();
  const operations = tags.reduce((sum, tag) => sum + tag.operations.length, 0);
  const rows = tags.map(
    (tag) =>
      `| [${tag.name}](${apiRouteBase}/${tag.slug}) | ${firstSentence(tag.description, 200).replace(/\|/g, '\\|')} | ${tag.operations.length} |`,
  );
  const paragraphs = [
    '# Unleash API reference',
    `This reference covers all ${operations} operations of the Unleash HTTP API, in ${tags.length} groups. It describes Unleash 8.2: \`npm run test:live\` checks the OpenAPI document it is generated from against a running 8.2.0 server. The properties and operations that Unleash 8 removed are listed in the [upgrade guide](/using-unleash/deploy/upgrading-unleash#unleash-7-to-8). Each operation page gives the method and path, what the call does, the token it needs, its parameters, the request body and response schemas field by field, the status codes it returns, and request samples in curl, Python, Go, Node.js, Ruby, C#, PHP, Java and PowerShell.`,
    'If you are new to the API, read the [API overview](/api-overview) first: it explains the three APIs (Admin, Client and Frontend), base URLs, token types, pagination, errors and which endpoints are stable.',
    '## Base URL',
    'Every path in this reference is relative to the URL of your Unleash instance. The samples write it as `<your-unleash-url>`: replace it with your own, for example `https://unleash.example.com`, including any path prefix your instance is served under.',
    '## Groups of operations',
    ['| Group | What it covers | Operations |', '| --- | --- | --- |', ...rows].join('\n'),
    '## Authentication',
    'Send a token in the `Authorization` header, either as the bare token or after `Bearer `. Which token works depends on the API:',
    [
      '- **Admin API** (`/api/admin/...`): a personal access token or a service account token. The call has the permissions of the token owner.',
      '- **Client API** (`/api/client/...`): a backend token, scoped to one environment and a set of projects.',
      '- **Frontend API** (`/api/frontend/...`): a frontend token, scoped the same way.',
      '- A few operations take no token: health checks, signing in, password resets and invite links. Their pages say so.',
    ].join('\n'),
    'See [API tokens and client keys](/reference/api-tokens-and-client-keys) for how to create each kind.',
  ];
  return `${paragraphs.join('\n\n')}\n`;
}

export const openApiPluginOptions = {
  id: 'openapi',
  docsPluginId: apiDocsPluginId,
  config: {
    unleash: {
      // While api:generate runs, the generator reads and writes a staging folder.
      specPath: apiDocsStagingDir ? `${apiDocsStagingDir}/openapi.json` : bundledSpecPath,
      outputDir: apiDocsStagingDir ? `${apiDocsStagingDir}/api-docs` : apiOutputDir,
      template: 'openapi/templates/api.mustache',
      infoTemplate: 'openapi/templates/info.mustache',
      tagTemplate: 'openapi/templates/tag.mustache',
      hideSendButton: true,
      showSchemas: false,
      // Tag pages need this; the sidebar is built in sidebarOutline.ts, not from the generated one.
      sidebarOptions: { groupPathsBy: 'tag', categoryLinkSource: 'tag' },
      markdownGenerators: {
        createInfoPageMD: createIndexPage,
        // The tag's own description; the template adds its operations.
        createTagPageMD: ({ tag }) => tag.description ?? '',
      },
    },
  },
} satisfies PluginOptions;

export const apiDocsPluginOptions = {
  id: apiDocsPluginId,
  path: apiOutputDir,
  routeBasePath: apiRouteBase.slice(1),
  sidebarPath: './sidebarsApi.ts',
  docItemComponent: '@theme/ApiItem',
  breadcrumbs: true,
} satisfies DocsPluginOptions;
