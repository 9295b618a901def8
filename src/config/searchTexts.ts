// As the spec words them; Docusaurus's defaults differ ('No results found for', 'Let us know.').
export const searchModalTexts = {
  startScreen: { noRecentSearchesText: 'No recent searches' },
  errorScreen: {
    titleText: 'Unable to fetch results',
    helpText: 'You might want to check your network connection.',
  },
  noResultsScreen: {
    noResultsText: 'No results for',
    suggestedQueryText: 'Try searching for',
    reportMissingResultsText: 'Believe this query should return results?',
    reportMissingResultsLinkText: 'Let us know',
  },
};
