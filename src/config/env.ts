/**
 * Every environment switch of the site, read once at config load. All are optional: with none set
 * the site builds and runs fully offline. README.md documents each one.
 */

const read = (name: string): string | undefined => process.env[name]?.trim() || undefined;

/** Public origin the site is deployed to (used for canonical URLs, sitemap, social cards). */
export const siteUrl = read('SITE_URL') ?? 'https://docs.getunleash.io';

/** Algolia DocSearch: all three must be set to switch the overlay from the built-in index to Algolia. */
export const algolia = {
  appId: read('ALGOLIA_APP_ID'),
  searchApiKey: read('ALGOLIA_SEARCH_API_KEY'),
  indexName: read('ALGOLIA_INDEX_NAME'),
};
export const isAlgoliaConfigured = Boolean(
  algolia.appId && algolia.searchApiKey && algolia.indexName,
);

/** Google Analytics 4 measurement id (G-XXXX); loads gtag.js after the first interaction. */
export const analyticsId = read('ANALYTICS_ID') ?? null;

/** Google Tag Manager container id (GTM-XXXX); loads after the first interaction. */
export const tagManagerId = read('TAG_MANAGER_ID') ?? null;

/** Website id of the AI-assistant widget behind the 'ASK AI' button. */
export const aiWidgetId = read('AI_WIDGET_ID') ?? null;

/** E.g. `max-age=31536000; includeSubDomains`. Not sent by default: see "HSTS" in README.md. */
export const strictTransportSecurity = read('STRICT_TRANSPORT_SECURITY') ?? null;

/** Hide the navbar while the reader scrolls down (shown again on scroll up). */
export const navbarHideOnScroll = read('NAVBAR_HIDE_ON_SCROLL') === 'true';

/**
 * Not a setting: scripts/generate-api-docs.ts sets it for its own run to the staging folder
 * (relative to the site) the OpenAPI plugin reads and writes, so a failed run leaves api-docs/ be.
 */
export const apiDocsStagingDir = read('API_DOCS_STAGING_DIR') ?? null;

/** `1`: the docs plugin reads the pages `npm run content:remote` downloaded in place of ours. */
export const isRemoteContentEnabled = read('UNLEASH_REMOTE_CONTENT') === '1';

/**
 * `npm start` leaves out the 380 generated API reference pages unless `API_DOCS=1`: compiling them
 * is most of the dev server's start time and slows every hot reload.
 */
export const includeApiDocs = process.argv[2] !== 'start' || read('API_DOCS') === '1';
