import { algolia, isAlgoliaConfigured } from './env';
import { searchModalTexts } from './searchTexts';

// src/theme/SearchBar checks for this app id.
const localAppId = 'local';
export const isLocalSearch = !isAlgoliaConfigured;

export const searchConfig = {
  appId: isAlgoliaConfigured && algolia.appId ? algolia.appId : localAppId,
  apiKey: isAlgoliaConfigured && algolia.searchApiKey ? algolia.searchApiKey : localAppId,
  indexName: isAlgoliaConfigured && algolia.indexName ? algolia.indexName : 'unleash-docs',
  contextualSearch: true,
  searchPagePath: 'search',
  placeholder: 'Search docs',
  maxResultsPerGroup: 5,
  insights: isAlgoliaConfigured,
  translations: { modal: searchModalTexts },
};
