import { algolia, isAlgoliaConfigured } from './env';
import { searchModalTexts } from './searchTexts';

/** The app id that selects the built-in index (src/theme/SearchBar checks for it). */
const localAppId = 'local';

export const isLocalSearch = !isAlgoliaConfigured;

/** With the three Algolia variables set, the overlay queries Algolia, else the built-in index. */
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
  // The theme's SearchBar passes these to DocSearch as they are.
  translations: { modal: searchModalTexts },
};
