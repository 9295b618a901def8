import { loadTags } from '../api/openapiSpec';
import { apiRouteBase } from './apiReference';
import { apiRouteExists } from './docRoutes';

/**
 * The information architecture of the documentation, written once.
 * Entries are doc ids (the route without its leading slash). sidebars.ts
 * turns this outline into Docusaurus sidebars, keeping only pages that exist.
 */
export type OutlineEntry =
  | string
  | { label: string; doc: string }
  /** A link to a doc that lives in another sidebar. */
  | { label: string; ref: string }
  | { label: string; href: string; requires?: string }
  | { category: string; link?: string; items: OutlineEntry[]; collapsed?: boolean };

/**
 * The API reference in the documentation sidebar: the index and one link per
 * tag page. The operations themselves are listed, by tag, in the API
 * reference's own sidebar (sidebarsApi.ts), which its pages show.
 */
const apiReference = (): OutlineEntry[] =>
  [{ label: 'All operations', href: apiRouteBase }]
    .concat(loadTags().map((tag) => ({ label: tag.name, href: `${apiRouteBase}/${tag.slug}` })))
    .filter((entry) => apiRouteExists(entry.href));

const sdk = (name: string): string => `reference/sdks/${name}`;
const edge = (name: string): string => `reference/unleash-edge/${name}`;

export const documentationOutline: OutlineEntry[] = [
  {
    category: 'Get started',
    link: 'quickstart',
    collapsed: false,
    items: [
      { label: 'Quickstart', doc: 'quickstart' },
      { label: 'Introduction to feature flags', doc: 'what-is-a-feature-flag' },
      { label: 'Unleash architecture overview', doc: 'understanding-unleash/unleash-overview' },
    ],
  },
  {
    category: 'Core concepts',
    link: 'understanding-unleash/the-anatomy-of-unleash',
    items: [
      {
        category: 'Projects and environments',
        link: 'reference/projects',
        items: ['reference/project-collaboration-mode', 'reference/environments'],
      },
      {
        category: 'Feature flags and activation strategies',
        link: 'reference/feature-toggles',
        items: [
          'reference/activation-strategies',
          'reference/strategy-variants',
          'understanding-unleash/managing-constraints',
          'reference/segments',
          'reference/unleash-context',
          'reference/stickiness',
        ],
      },
      {
        category: 'Release management',
        link: 'reference/release-templates',
        items: ['reference/impact-metrics'],
      },
      {
        category: 'Identity and access',
        link: 'reference/api-tokens-and-client-keys',
        items: [
          'reference/front-end-api',
          { label: 'Create API tokens', doc: 'how-to/how-to-create-api-tokens' },
          'reference/rbac',
          'reference/sso',
          'reference/scim',
          'reference/change-requests',
          'reference/public-signup',
        ],
      },
      {
        category: 'Instance health and configuration',
        link: 'reference/technical-debt',
        items: ['reference/insights', 'reference/resource-limits'],
      },
      {
        category: 'Testing and monitoring',
        link: 'reference/impression-data',
        items: ['reference/events', 'reference/playground', 'reference/network-view'],
      },
      {
        category: 'Automation and integrations',
        link: 'reference/applications',
        items: ['reference/service-accounts', 'reference/signals', 'reference/actions'],
      },
      {
        category: 'Admin UI',
        link: 'reference/login-history',
        items: [
          'reference/banners',
          'reference/command-menu',
          'reference/search-operators',
          'reference/maintenance-mode',
        ],
      },
      { label: 'Import and export', doc: 'how-to/how-to-environment-import-export' },
    ],
  },
  {
    category: 'Tutorials and guides',
    link: 'guides-overview',
    items: [
      {
        category: 'Feature management best practices',
        link: 'topics/feature-flags/feature-flag-best-practices',
        items: [
          {
            label: 'Using feature flags at scale',
            doc: 'topics/feature-flags/best-practices-using-feature-flags-at-scale',
          },
          {
            label: 'Migrating from homegrown feature management solutions',
            doc: 'topics/feature-flag-migration/feature-flag-migration-best-practices',
          },
        ],
      },
      {
        category: 'Development and release workflows',
        link: 'how-to-create-feature-flag',
        items: [
          { label: 'Schedule a feature release', doc: 'how-to/how-to-schedule-feature-releases' },
          {
            label: 'Trunk-based development',
            doc: 'feature-flag-tutorials/use-cases/trunk-based-development',
          },
          { label: 'Gradual rollout', doc: 'feature-flag-tutorials/use-cases/gradual-rollout' },
          { label: 'Unleash Edge quickstart', doc: 'how-to/unleash-edge-quickstart' },
        ],
      },
      {
        category: 'Enterprise-grade security and scale',
        link: 'feature-flag-tutorials/use-cases/user-management-access-controls-auditing',
        items: [
          {
            label: 'Security and compliance',
            doc: 'feature-flag-tutorials/use-cases/security-and-compliance',
          },
          { label: 'Scaling Unleash', doc: 'feature-flag-tutorials/use-cases/scaling-unleash' },
          {
            label: 'Managing feature flags in code',
            doc: 'feature-flag-tutorials/use-cases/manage-feature-flags-in-code',
          },
          {
            label: 'Organizing feature flags using projects and environments',
            doc: 'feature-flag-tutorials/use-cases/organize-feature-flags',
          },
        ],
      },
      {
        category: 'Experimentation and analytics',
        link: 'feature-flag-tutorials/use-cases/a-b-testing',
        items: [
          { label: 'Feature flags for AI', doc: 'feature-flag-tutorials/use-cases/ai' },
          {
            label: 'Use impression data for analytics',
            doc: 'feature-flag-tutorials/use-cases/how-to-capture-impression-data',
          },
        ],
      },
      {
        category: 'Language and framework examples',
        link: 'feature-flag-tutorials/react',
        items: [
          {
            category: 'React',
            link: 'feature-flag-tutorials/react',
            items: [{ label: 'Examples', doc: 'feature-flag-tutorials/react/examples' }],
          },
          {
            category: 'Java',
            link: 'feature-flag-tutorials/java',
            items: [
              { label: 'Spring Boot', doc: 'feature-flag-tutorials/spring-boot' },
              { label: 'Spring Boot Examples', doc: 'feature-flag-tutorials/spring-boot/examples' },
            ],
          },
          {
            category: 'Python',
            link: 'feature-flag-tutorials/python',
            items: [
              { label: 'Python Examples', doc: 'feature-flag-tutorials/python/examples' },
              { label: 'Django Tutorial', doc: 'feature-flag-tutorials/django' },
              { label: 'Django Examples', doc: 'feature-flag-tutorials/django/examples' },
            ],
          },
          { label: 'Next.js', doc: 'feature-flag-tutorials/nextjs' },
          {
            category: 'Go',
            link: 'feature-flag-tutorials/go',
            items: [{ label: 'Go Examples', doc: 'feature-flag-tutorials/golang/examples' }],
          },
          { label: 'JavaScript', doc: 'feature-flag-tutorials/javascript' },
          {
            category: '.NET',
            link: 'feature-flag-tutorials/dotnet',
            items: [{ label: 'Examples', doc: 'feature-flag-tutorials/dotnet/examples' }],
          },
          {
            category: 'iOS',
            link: 'feature-flag-tutorials/ios',
            items: [{ label: 'Examples', doc: 'feature-flag-tutorials/ios/examples' }],
          },
          { label: 'Serverless', doc: 'feature-flag-tutorials/serverless/lambda' },
          {
            category: 'Rust',
            link: 'feature-flag-tutorials/rust',
            items: [{ label: 'Examples', doc: 'feature-flag-tutorials/rust/examples' }],
          },
          { label: 'Flutter', doc: 'feature-flag-tutorials/flutter/a-b-testing' },
          { label: 'SvelteKit', doc: 'feature-flag-tutorials/sveltekit' },
          {
            category: 'Ruby',
            link: 'feature-flag-tutorials/ruby',
            items: [
              { label: 'Ruby Examples', doc: 'feature-flag-tutorials/ruby/examples' },
              { label: 'Rails Tutorial', doc: 'feature-flag-tutorials/rails' },
              { label: 'Rails Examples', doc: 'feature-flag-tutorials/rails/examples' },
            ],
          },
        ],
      },
    ],
  },
  {
    category: 'SDKs',
    link: 'reference/sdks',
    items: [
      {
        category: 'Backend SDKs',
        items: ['go', 'java', 'node', 'php', 'python', 'ruby', 'rust', 'dotnet'].map(sdk),
      },
      {
        category: 'Frontend SDKs',
        items: [
          'android',
          'android-proxy-legacy',
          'flutter',
          'ios',
          'javascript-browser',
          'next-js',
          'react',
          'svelte',
          'vue',
        ].map(sdk),
      },
      { label: 'Client specification', doc: 'client-specification' },
      {
        label: 'Community SDKs',
        href: '/reference/sdks#community-sdks',
        requires: 'reference/sdks',
      },
    ],
  },
  {
    category: 'API reference',
    link: 'api-overview',
    items: [
      ...apiReference(),
      {
        category: 'System API',
        items: [
          'reference/api/legacy/unleash/internal/prometheus',
          'reference/api/legacy/unleash/internal/health',
        ],
      },
      {
        category: '(Legacy Docs) Admin API',
        link: 'reference/api/legacy/unleash',
        items: [
          'basic-auth',
          ...[
            'addons',
            'archive',
            'context',
            'events',
            'feature-types',
            'features',
            'features-v2',
            'metrics',
            'projects',
            'segments',
            'state',
            'strategies',
            'tags',
            'user-admin',
          ].map((name) => `admin/${name}`),
        ].map((name) => `reference/api/legacy/unleash/${name}`),
      },
      {
        category: '(Legacy Docs) Client API',
        items: ['features', 'metrics', 'register'].map(
          (name) => `reference/api/legacy/unleash/client/${name}`,
        ),
      },
    ],
  },
  {
    category: 'Unleash Edge',
    link: 'reference/unleash-edge',
    items: ['concepts', 'deploying', 'benchmarking', 'cli', 'development-guide', 'migration-guide']
      .map(edge)
      .concat(['how-to/how-to-run-the-unleash-proxy']),
  },
  {
    category: 'Integrate and deploy',
    items: [
      { label: 'Unleash hosting options', doc: 'understanding-unleash/hosting-options' },
      {
        category: 'Self-hosting Unleash',
        link: 'using-unleash/deploy/getting-started',
        items: [
          'using-unleash/deploy/configuring-unleash',
          'using-unleash/deploy/upgrading-unleash',
          'using-unleash/deploy/license-keys',
          'using-unleash/deploy/https',
          {
            label: 'Synchronize Unleash instances',
            doc: 'how-to/how-to-synchronize-unleash-instances',
          },
        ],
      },
      {
        category: 'Single sign-on',
        link: 'how-to/how-to-add-sso-open-id-connect',
        items: [
          'how-to/how-to-add-sso-saml',
          'how-to/how-to-add-sso-saml-keycloak',
          'how-to/how-to-add-sso-azure-saml',
          'how-to/how-to-add-sso-google',
          'how-to/how-to-setup-sso-keycloak-group-sync',
          'how-to/how-to-set-up-group-sso-sync',
        ],
      },
      {
        category: 'Automatic provisioning',
        link: 'how-to/how-to-setup-provisioning-with-okta',
        items: ['how-to/how-to-setup-provisioning-with-entra'],
      },
      {
        category: 'Integrations',
        link: 'reference/integrations',
        items: [
          'reference/integrations/datadog',
          {
            category: 'Jira server',
            items: [
              'reference/integrations/jira-server-plugin-installation',
              'reference/integrations/jira-server-plugin-usage',
            ],
          },
          {
            category: 'Jira cloud',
            items: [
              'reference/integrations/jira-cloud-plugin-installation',
              'reference/integrations/jira-cloud-plugin-usage',
            ],
          },
          'reference/integrations/slack-app',
          'reference/integrations/teams',
          'reference/integrations/webhook',
          { label: 'Terraform', doc: 'reference/terraform' },
          { label: 'MCP', doc: 'reference/mcp' },
        ],
      },
    ],
  },
  {
    category: 'Data privacy and compliance',
    link: 'understanding-unleash/data-collection',
    items: [
      {
        category: 'Compliance',
        link: 'using-unleash/compliance/compliance-overview',
        items: [
          { label: 'FedRAMP', doc: 'using-unleash/compliance/fedramp' },
          { label: 'SOC2 type II', doc: 'using-unleash/compliance/soc2' },
          { label: 'ISO27001', doc: 'using-unleash/compliance/iso27001' },
        ],
      },
    ],
  },
  {
    category: 'Support and community',
    items: [
      { label: 'Troubleshooting', doc: 'troubleshooting' },
      { label: 'Feature availability and versioning', doc: 'availability' },
      { label: 'Compare Unleash OSS and Unleash Enterprise', doc: 'oss-comparison' },
      {
        category: 'Contribute to Unleash',
        link: 'contributing/developer-guide',
        items: [
          'contributing/frontend/overview',
          'contributing/backend/overview',
          {
            category: 'Architectural decision records',
            link: 'contributing/ADRs',
            items: [
              {
                category: 'Back-end',
                items: [
                  'POST-PUT-api-payload',
                  'breaking-db-changes',
                  'correct-type-dependencies',
                  'frontend-api-design',
                  'naming',
                  'preferred-export',
                  'specificity-db-columns',
                  'write-model-vs-read-models',
                ].map((name) => `contributing/ADRs/back-end/${name}`),
              },
              {
                category: 'Front-end',
                items: [
                  'component-naming',
                  'handling-tables',
                  'interface-naming',
                  'jsx-conditionals',
                  'preferred-component-props-usage',
                  'preferred-data-fetching-method',
                  'preferred-data-mutation-method',
                  'preferred-export',
                  'preferred-folder-structure',
                  'preferred-form-architecture',
                  'preferred-function-type',
                  'preferred-styling-method',
                  'sdk-generator',
                  'deprecated/preferred-styles-import-placement',
                ].map((name) => `contributing/ADRs/front-end/${name}`),
              },
              {
                category: 'Overarching',
                items: [
                  'domain-language',
                  'logging',
                  'logging-levels',
                  'separation-request-response-schemas',
                ].map((name) => `contributing/ADRs/overarching/${name}`),
              },
            ],
          },
        ],
      },
    ],
  },
  { label: 'Unleash Academy', ref: 'unleash-academy/introduction' },
];

export const academyOutline: OutlineEntry[] = [
  {
    category: 'Unleash Academy',
    link: 'unleash-academy/introduction',
    collapsed: false,
    items: [
      'unleash-academy/foundational',
      'unleash-academy/advanced-for-devs',
      'unleash-academy/managing-unleash-for-devops',
    ],
  },
  { label: 'Docs', href: '/' },
];
