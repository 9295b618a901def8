// Every environment switch of the site, read once at config load; README.md documents each one.
const read = (name: string) => process.env[name]?.trim() || undefined;

export const siteUrl = read('SITE_URL') ?? 'https://docs.getunleash.io';
export const algolia = {
  appId: read('ALGOLIA_APP_ID'),
  searchApiKey: read('ALGOLIA_SEARCH_API_KEY'),
  indexName: read('ALGOLIA_INDEX_NAME'),
};
export const isAlgoliaConfigured = Object.values(algolia).every(Boolean);
export const analyticsId = read('ANALYTICS_ID') ?? null;
export const tagManagerId = read('TAG_MANAGER_ID') ?? null;
export const aiWidgetId = read('AI_WIDGET_ID') ?? null;
export const strictTransportSecurity = read('STRICT_TRANSPORT_SECURITY') ?? null;
export const navbarHideOnScroll = read('NAVBAR_HIDE_ON_SCROLL') === 'true';
export const apiDocsStagingDir = read('API_DOCS_STAGING_DIR') ?? null;
export const isRemoteContentEnabled = read('UNLEASH_REMOTE_CONTENT') === '1';
export const includeApiDocs = process.argv[2] !== 'start' || read('API_DOCS') === '1';
