/**
 * Reader questions for the search benchmark (`npm run bench`), each with the
 * page or pages a reader would accept as the answer (paths without anchor).
 *
 * They are written the way readers ask: the questions behind Unleash's GitHub
 * issues and discussions, and the questions each documentation page exists
 * to answer. Some are short topic words, some whole questions, some API
 * questions, some typed with a typo or cut short. None was written by looking
 * at what the index returns.
 *
 * The set is split once, by a fixed rule (the parity of a hash of the query
 * text, see `benchHalf`), into a tuning half and a held-out half.
 * DO NOT TUNE THE RANKING AGAINST THE HELD-OUT HALF: look only at the tuning
 * half's misses when changing the engine, and report the held-out figures as
 * they come. Adding a query never moves another one between halves.
 */
export type BenchQuery = { query: string; accept: string[] };

const api = (operation: string): string => `/reference/api/unleash/${operation}`;

export const benchQueries: BenchQuery[] = [
  // Concepts: what is X, how does X work.
  { query: 'what is a feature flag', accept: ['/what-is-a-feature-flag'] },
  {
    query: 'feature flag best practices',
    accept: [
      '/topics/feature-flags/feature-flag-best-practices',
      '/topics/feature-flags/best-practices-using-feature-flags-at-scale',
    ],
  },
  {
    query: 'best practices for using feature flags at scale',
    accept: ['/topics/feature-flags/best-practices-using-feature-flags-at-scale'],
  },
  {
    query: 'migrating from another feature flag system',
    accept: ['/topics/feature-flag-migration/feature-flag-migration-best-practices'],
  },
  { query: 'segments', accept: ['/reference/segments'] },
  { query: 'reuse the same constraints across many flags', accept: ['/reference/segments'] },
  { query: 'activation strategies', accept: ['/reference/activation-strategies'] },
  {
    query: 'how does gradual rollout work',
    accept: [
      '/reference/activation-strategies',
      '/feature-flag-tutorials/use-cases/gradual-rollout',
    ],
  },
  {
    query: 'percentage rollout',
    accept: [
      '/reference/activation-strategies',
      '/feature-flag-tutorials/use-cases/gradual-rollout',
    ],
  },
  { query: 'stickiness', accept: ['/reference/stickiness'] },
  {
    query: 'why does the same user get a different variant',
    accept: ['/reference/stickiness', '/reference/strategy-variants'],
  },
  { query: 'strategy variants', accept: ['/reference/strategy-variants'] },
  {
    query: 'feature toggle variants',
    accept: ['/reference/feature-toggle-variants', '/reference/strategy-variants'],
  },
  { query: 'variant payload json', accept: ['/reference/strategy-variants'] },
  { query: 'unleash context fields', accept: ['/reference/unleash-context'] },
  {
    query: 'custom context field',
    accept: ['/reference/unleash-context'],
  },
  {
    query: 'strategy constraints operators',
    accept: ['/reference/activation-strategies', '/understanding-unleash/managing-constraints'],
  },
  { query: 'managing constraints', accept: ['/understanding-unleash/managing-constraints'] },
  {
    query: 'custom activation strategy',
    accept: ['/reference/custom-activation-strategies'],
  },
  { query: 'predefined strategy types', accept: ['/reference/predefined-strategy-types'] },
  { query: 'impression data', accept: ['/reference/impression-data'] },
  {
    query: 'capture impression data for analytics',
    accept: [
      '/feature-flag-tutorials/use-cases/how-to-capture-impression-data',
      '/reference/impression-data',
    ],
  },
  { query: 'environments', accept: ['/reference/environments'] },
  { query: 'clone an environment', accept: ['/reference/environments'] },
  { query: 'projects', accept: ['/reference/projects'] },
  {
    query: 'project collaboration mode',
    accept: ['/reference/project-collaboration-mode'],
  },
  {
    query: 'private project visibility',
    accept: ['/reference/project-collaboration-mode', '/reference/projects'],
  },
  { query: 'feature flag types', accept: ['/reference/feature-toggles'] },
  {
    query: 'archive a feature flag',
    accept: ['/reference/feature-toggles'],
  },
  {
    query: 'flag dependencies parent flag',
    accept: ['/reference/feature-toggles'],
  },
  { query: 'change requests', accept: ['/reference/change-requests'] },
  {
    query: 'four eyes approval before production',
    accept: ['/reference/change-requests'],
  },
  {
    query: 'scheduled change request',
    accept: ['/reference/change-requests', '/how-to/how-to-schedule-feature-releases'],
  },
  {
    query: 'schedule a feature release',
    accept: ['/how-to/how-to-schedule-feature-releases'],
  },
  { query: 'playground', accept: ['/reference/playground'] },
  {
    query: 'test which flags are enabled for a user',
    accept: ['/reference/playground'],
  },
  { query: 'banners', accept: ['/reference/banners'] },
  { query: 'show a message to all users in the admin ui', accept: ['/reference/banners'] },
  { query: 'release templates', accept: ['/reference/release-templates'] },
  { query: 'release plan milestones', accept: ['/reference/release-templates'] },
  { query: 'signals', accept: ['/reference/signals'] },
  { query: 'actions', accept: ['/reference/actions'] },
  {
    query: 'automatically disable a flag when errors spike',
    accept: ['/reference/actions', '/reference/signals', '/reference/impact-metrics'],
  },
  { query: 'impact metrics', accept: ['/reference/impact-metrics'] },
  { query: 'event log', accept: ['/reference/events'] },
  { query: 'who changed my flag', accept: ['/reference/events'] },
  { query: 'login history', accept: ['/reference/login-history'] },
  { query: 'maintenance mode', accept: ['/reference/maintenance-mode'] },
  { query: 'network view', accept: ['/reference/network-view'] },
  { query: 'insights dashboard', accept: ['/reference/insights'] },
  { query: 'applications and instances', accept: ['/reference/applications'] },
  { query: 'technical debt', accept: ['/reference/technical-debt'] },
  { query: 'stale flags cleanup', accept: ['/reference/technical-debt'] },
  { query: 'command menu', accept: ['/reference/command-menu'] },
  { query: 'search operators', accept: ['/reference/search-operators'] },
  { query: 'resource limits', accept: ['/reference/resource-limits'] },
  { query: 'how many feature flags can I create', accept: ['/reference/resource-limits'] },
  { query: 'public signup invite link', accept: ['/reference/public-signup'] },
  { query: 'mcp server', accept: ['/reference/mcp'] },
  { query: 'terraform', accept: ['/reference/terraform'] },
  { query: 'manage unleash with terraform', accept: ['/reference/terraform'] },
  {
    query: 'whats new in unleash v4',
    accept: ['/reference/whats-new-v4'],
  },
  { query: 'client specification tests', accept: ['/client-specification'] },
  {
    query: 'what data does unleash collect',
    accept: ['/understanding-unleash/data-collection'],
  },
  {
    query: 'disable telemetry',
    accept: ['/understanding-unleash/data-collection'],
  },
  {
    query: 'hosting options self-hosted or cloud',
    accept: ['/understanding-unleash/hosting-options'],
  },
  {
    query: 'anatomy of unleash',
    accept: ['/understanding-unleash/the-anatomy-of-unleash'],
  },
  {
    query: 'unleash architecture overview',
    accept: ['/understanding-unleash/unleash-overview'],
  },
  { query: 'open source vs enterprise', accept: ['/oss-comparison', '/availability'] },
  { query: 'which plan includes change requests', accept: ['/availability'] },
  {
    query: 'my flag is enabled but the sdk returns false',
    accept: ['/troubleshooting'],
  },
  { query: 'troubleshooting', accept: ['/troubleshooting'] },
  { query: 'quickstart', accept: ['/quickstart'] },
  { query: 'create a feature flag', accept: ['/how-to-create-feature-flag'] },

  // Access, tokens and single sign-on.
  { query: 'rbac', accept: ['/reference/rbac'] },
  { query: 'role-based access control', accept: ['/reference/rbac'] },
  { query: 'custom root roles', accept: ['/reference/rbac'] },
  { query: 'user groups', accept: ['/reference/rbac'] },
  { query: 'sso', accept: ['/reference/sso'] },
  { query: 'single sign-on', accept: ['/reference/sso'] },
  { query: 'sso keycloak', accept: ['/how-to/how-to-add-sso-saml-keycloak'] },
  { query: 'google sso', accept: ['/how-to/how-to-add-sso-google'] },
  { query: 'azure ad saml', accept: ['/how-to/how-to-add-sso-azure-saml'] },
  { query: 'okta saml', accept: ['/how-to/how-to-add-sso-saml'] },
  { query: 'openid connect', accept: ['/how-to/how-to-add-sso-open-id-connect'] },
  { query: 'oidc login', accept: ['/how-to/how-to-add-sso-open-id-connect'] },
  {
    query: 'sync groups from identity provider',
    accept: [
      '/how-to/how-to-set-up-group-sso-sync',
      '/how-to/how-to-setup-sso-keycloak-group-sync',
    ],
  },
  {
    query: 'keycloak group sync',
    accept: ['/how-to/how-to-setup-sso-keycloak-group-sync'],
  },
  { query: 'scim', accept: ['/reference/scim'] },
  {
    query: 'provision users with okta',
    accept: ['/how-to/how-to-setup-provisioning-with-okta'],
  },
  {
    query: 'entra id provisioning',
    accept: ['/how-to/how-to-setup-provisioning-with-entra'],
  },
  {
    query: 'api tokens and client keys',
    accept: ['/reference/api-tokens-and-client-keys'],
  },
  {
    query: 'create an api token',
    accept: ['/how-to/how-to-create-api-tokens', '/reference/api-tokens-and-client-keys'],
  },
  {
    query: 'difference between client and frontend token',
    accept: ['/reference/api-tokens-and-client-keys'],
  },
  { query: 'pat', accept: ['/reference/api-tokens-and-client-keys'] },
  {
    query: 'personal access token',
    accept: ['/reference/api-tokens-and-client-keys'],
  },
  { query: 'service accounts', accept: ['/reference/service-accounts'] },
  {
    query: 'token for ci pipeline without a user',
    accept: ['/reference/service-accounts'],
  },
  {
    query: 'cors',
    accept: ['/reference/front-end-api', '/using-unleash/deploy/configuring-unleash'],
  },
  {
    query: 'front end api',
    accept: ['/reference/front-end-api'],
  },
  {
    query: 'use feature flags in the browser without a proxy',
    accept: ['/reference/front-end-api'],
  },

  // Running Unleash.
  {
    query: 'upgrading unleash',
    accept: ['/using-unleash/deploy/upgrading-unleash'],
  },
  {
    query: 'upgrade from v4 to v5',
    accept: ['/using-unleash/deploy/upgrading-unleash'],
  },
  {
    query: 'run unleash with docker',
    accept: ['/using-unleash/deploy/getting-started', '/quickstart'],
  },
  {
    query: 'self-hosting unleash',
    accept: ['/using-unleash/deploy/getting-started', '/understanding-unleash/hosting-options'],
  },
  {
    query: 'database connection environment variables',
    accept: ['/using-unleash/deploy/configuring-unleash'],
  },
  {
    query: 'configuring unleash',
    accept: ['/using-unleash/deploy/configuring-unleash'],
  },
  { query: 'https', accept: ['/using-unleash/deploy/https'] },
  { query: 'enable ssl', accept: ['/using-unleash/deploy/https'] },
  { query: 'license key', accept: ['/using-unleash/deploy/license-keys'] },
  { query: 'install enterprise license', accept: ['/using-unleash/deploy/license-keys'] },
  { query: 'fedramp', accept: ['/using-unleash/compliance/fedramp'] },
  { query: 'soc2 report', accept: ['/using-unleash/compliance/soc2'] },
  { query: 'iso 27001', accept: ['/using-unleash/compliance/iso27001'] },
  { query: 'compliance', accept: ['/using-unleash/compliance/compliance-overview'] },
  {
    query: 'import export environment',
    accept: ['/how-to/how-to-environment-import-export', '/reference/environment-import-export'],
  },
  {
    query: 'copy flags from staging to production instance',
    accept: [
      '/how-to/how-to-environment-import-export',
      '/reference/environment-import-export',
      '/how-to/how-to-synchronize-unleash-instances',
    ],
  },
  {
    query: 'synchronize two unleash instances',
    accept: ['/how-to/how-to-synchronize-unleash-instances'],
  },
  { query: 'unleash edge', accept: ['/reference/unleash-edge'] },
  { query: 'edge quickstart', accept: ['/how-to/unleash-edge-quickstart'] },
  { query: 'deploy edge with helm', accept: ['/reference/unleash-edge/deploying'] },
  { query: 'edge cli options', accept: ['/reference/unleash-edge/cli'] },
  { query: 'edge benchmarks', accept: ['/reference/unleash-edge/benchmarking'] },
  {
    query: 'migrate from unleash proxy to edge',
    accept: ['/reference/unleash-edge/migration-guide'],
  },
  { query: 'unleash proxy', accept: ['/reference/unleash-proxy'] },
  { query: 'run the proxy', accept: ['/how-to/how-to-run-the-unleash-proxy'] },

  // Integrations.
  { query: 'integrations', accept: ['/reference/integrations'] },
  { query: 'slack app', accept: ['/reference/integrations/slack-app'] },
  {
    query: 'send flag changes to slack',
    accept: ['/reference/integrations/slack-app', '/reference/integrations/slack'],
  },
  { query: 'webhook', accept: ['/reference/integrations/webhook'] },
  { query: 'datadog events', accept: ['/reference/integrations/datadog'] },
  { query: 'microsoft teams', accept: ['/reference/integrations/teams'] },
  {
    query: 'jira cloud plugin',
    accept: [
      '/reference/integrations/jira-cloud-plugin-installation',
      '/reference/integrations/jira-cloud-plugin-usage',
    ],
  },
  {
    query: 'jira server',
    accept: [
      '/reference/integrations/jira-server-plugin-installation',
      '/reference/integrations/jira-server-plugin-usage',
    ],
  },

  // SDKs and tutorials.
  { query: 'sdks', accept: ['/reference/sdks'] },
  { query: 'node sdk', accept: ['/reference/sdks/node'] },
  { query: 'nodejs client', accept: ['/reference/sdks/node'] },
  { query: 'java sdk', accept: ['/reference/sdks/java'] },
  { query: 'go sdk', accept: ['/reference/sdks/go'] },
  { query: 'python sdk', accept: ['/reference/sdks/python'] },
  { query: '.net sdk', accept: ['/reference/sdks/dotnet'] },
  { query: 'php sdk', accept: ['/reference/sdks/php'] },
  { query: 'ruby sdk', accept: ['/reference/sdks/ruby'] },
  { query: 'rust sdk', accept: ['/reference/sdks/rust'] },
  { query: 'react sdk', accept: ['/reference/sdks/react'] },
  { query: 'vue sdk', accept: ['/reference/sdks/vue'] },
  { query: 'svelte sdk', accept: ['/reference/sdks/svelte'] },
  { query: 'next.js', accept: ['/reference/sdks/next-js', '/feature-flag-tutorials/nextjs'] },
  { query: 'android sdk', accept: ['/reference/sdks/android'] },
  { query: 'ios sdk', accept: ['/reference/sdks/ios'] },
  {
    query: 'flutter',
    accept: ['/reference/sdks/flutter', '/feature-flag-tutorials/flutter/a-b-testing'],
  },
  { query: 'javascript browser sdk', accept: ['/reference/sdks/javascript-browser'] },
  {
    query: 'bootstrap the sdk with a json file',
    accept: ['/reference/sdks/node', '/reference/sdks/javascript-browser', '/reference/sdks/java'],
  },
  { query: 'django', accept: ['/feature-flag-tutorials/django'] },
  { query: 'spring boot', accept: ['/feature-flag-tutorials/spring-boot'] },
  { query: 'rails tutorial', accept: ['/feature-flag-tutorials/rails'] },
  { query: 'sveltekit', accept: ['/feature-flag-tutorials/sveltekit'] },
  { query: 'aws lambda', accept: ['/feature-flag-tutorials/serverless/lambda'] },
  { query: 'react tutorial', accept: ['/feature-flag-tutorials/react'] },
  { query: 'python flask tutorial', accept: ['/feature-flag-tutorials/python'] },
  {
    query: 'trunk based development',
    accept: ['/feature-flag-tutorials/use-cases/trunk-based-development'],
  },
  { query: 'a/b testing', accept: ['/feature-flag-tutorials/use-cases/a-b-testing'] },
  { query: 'ai feature flags llm', accept: ['/feature-flag-tutorials/use-cases/ai'] },
  {
    query: 'organize feature flags',
    accept: ['/feature-flag-tutorials/use-cases/organize-feature-flags'],
  },
  {
    query: 'manage feature flags in code',
    accept: ['/feature-flag-tutorials/use-cases/manage-feature-flags-in-code'],
  },
  {
    query: 'scaling unleash',
    accept: ['/feature-flag-tutorials/use-cases/scaling-unleash'],
  },
  {
    query: 'audit logs for compliance',
    accept: [
      '/feature-flag-tutorials/use-cases/user-management-access-controls-auditing',
      '/feature-flag-tutorials/use-cases/security-and-compliance',
      '/reference/events',
    ],
  },

  // Contributing.
  { query: 'contributing developer guide', accept: ['/contributing/developer-guide'] },
  { query: 'architecture decision records', accept: ['/contributing/ADRs'] },
  { query: 'frontend overview contributing', accept: ['/contributing/frontend/overview'] },

  // API questions.
  { query: 'api overview', accept: ['/api-overview'] },
  { query: 'create feature api', accept: [api('create-feature')] },
  { query: 'POST /api/admin/projects/{projectId}/features', accept: [api('create-feature')] },
  { query: 'createFeature', accept: [api('create-feature')] },
  { query: 'GET /api/client/features', accept: [api('get-all-client-features')] },
  {
    query: 'endpoint to enable a flag in an environment',
    accept: [api('toggle-feature-environment-on')],
  },
  { query: 'toggleFeatureEnvironmentOn', accept: [api('toggle-feature-environment-on')] },
  { query: 'api endpoint to archive a feature', accept: [api('archive-feature')] },
  { query: '/api/admin/api-tokens', accept: [api('get-all-api-tokens'), api('create-api-token')] },
  { query: 'delete api token endpoint', accept: [api('delete-api-token')] },
  { query: 'list segments api', accept: [api('get-segments')] },
  { query: 'set cors api', accept: [api('set-cors')] },
  { query: 'toggle maintenance endpoint', accept: [api('toggle-maintenance')] },
  { query: 'GET /api/admin/events', accept: [api('get-events')] },
  { query: 'update feature strategy api', accept: [api('update-feature-strategy')] },
  { query: 'get projects api', accept: [api('get-projects')] },
  { query: 'api create user', accept: [api('create-user')] },
  { query: 'reset user password endpoint', accept: [api('reset-user-password')] },
  { query: 'register client metrics endpoint', accept: [api('register-client-metrics')] },

  // Typed with a typo or cut short.
  { query: 'stickyness', accept: ['/reference/stickiness'] },
  { query: 'segmnts', accept: ['/reference/segments'] },
  { query: 'impression da', accept: ['/reference/impression-data'] },
  { query: 'chnage requests', accept: ['/reference/change-requests'] },
  { query: 'activation strat', accept: ['/reference/activation-strategies'] },
  {
    query: 'kubernetes',
    accept: ['/using-unleash/deploy/getting-started', '/reference/unleash-edge/deploying'],
  },
];

/** FNV-1a over the query text: a fixed rule that no ranking change can move. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export type BenchHalf = 'tuning' | 'held-out';

/** Which half a query belongs to: even hashes tune, odd hashes are held out. */
export function benchHalf(query: string): BenchHalf {
  return hash(query.trim().toLowerCase()) % 2 === 0 ? 'tuning' : 'held-out';
}
