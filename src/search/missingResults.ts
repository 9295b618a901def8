/**
 * Where the 'Let us know' link of the no-results screen points: a new issue
 * in the docs repository with the query in its title. It is only a link; the
 * overlay makes no request for it.
 */
export function missingResultsUrl(query: string): string {
  const title = `Missing search results for "${query}"`;
  return `https://github.com/Unleash/unleash/issues/new?labels=documentation&title=${encodeURIComponent(title)}`;
}
