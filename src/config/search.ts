import { algolia, isAlgoliaConfigured } from './env';

/**
 * DocSearch settings. With the three Algolia variables set, the overlay
 * queries Algolia; otherwise it is wired to the index built with the site.
 */
export const searchConfig = {
  appId: isAlgoliaConfigured && algolia.appId ? algolia.appId : 'local',
  apiKey: isAlgoliaConfigured && algolia.searchApiKey ? algolia.searchApiKey : 'local',
  indexName: isAlgoliaConfigured && algolia.indexName ? algolia.indexName : 'unleash-docs',
  contextualSearch: true,
  searchPagePath: 'search',
  placeholder: 'Search docs',
  maxResultsPerGroup: 5,
};
