/** The no-results screen's 'Let us know' link: a new issue with the query in its title. */
export function missingResultsUrl(query: string): string {
  const title = `Missing search results for "${query}"`;
  return `https://github.com/Unleash/unleash/issues/new?labels=documentation&title=${encodeURIComponent(title)}`;
}
