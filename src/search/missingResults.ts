export function missingResultsUrl(query: string): string {
  const title = `Missing search results for "${query}"`;
  return `https://github.com/Unleash/unleash/issues/new?labels=documentation&title=${encodeURIComponent(title)}`;
}
