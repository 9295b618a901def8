import { algolia, isAlgoliaConfigured } from './env';
import { searchModalTexts } from './searchTexts';

/** The app id that selects the built-in index (src/theme/SearchBar checks for it). */
const localAppId = 'local';

/** True when search answers from the index built with the site (no Algolia variables). */
export const isLocalSearch = !isAlgoliaConfigured;

/**
 * DocSearch settings. With the three Algolia variables set, the overlay
 * queries Algolia; otherwise it is wired to the index built with the site.
 */
export const searchConfig = {
  appId: isAlgoliaConfigured && algolia.appId ? algolia.appId : localAppId,
  apiKey: isAlgoliaConfigured && algolia.searchApiKey ? algolia.searchApiKey : localAppId,
  indexName: isAlgoliaConfigured && algolia.indexName ? algolia.indexName : 'unleash-docs',
  contextualSearch: true,
  searchPagePath: 'search',
  placeholder: 'Search docs',
  maxResultsPerGroup: 5,
  // Click events for Algolia's analytics; only meaningful with the Algolia provider.
  insights: isAlgoliaConfigured,
  // The spec's texts (the theme's SearchBar passes these to DocSearch as they are).
  translations: { modal: searchModalTexts },
};
