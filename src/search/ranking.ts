/**
 * Documentation ranks above the API reference unless the query looks like an API question, and
 * a section whose heading is the query ranks first, a page title (lvl1) above a deeper heading.
 */

export type PageKind = 'doc' | 'api';

export function pageKindOf(url: string): PageKind {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[#?].*$/, '');
  return /^\/reference\/api(\/|$)/.test(path) ? 'api' : 'doc';
}

/** `weight.pageRank` (DocSearch's field: higher ranks first), before links count. */
export const pageRankOf: Record<PageKind, number> = { doc: 1, api: 0 };

/**
 * A page many others link to is the one a topic's reader wants: one more for each doubling of
 * the documentation pages linking to it (1, 3, 7, 15 ...), at most 8.
 */
export function pageRankFor(kind: PageKind, inboundLinks: number): number {
  if (kind === 'api') return pageRankOf.api;
  return pageRankOf.doc + Math.min(7, Math.floor(Math.log2(1 + Math.max(0, inboundLinks))));
}

export function pageRankFactor(pageRank: number): number {
  return 1 + 0.15 * Math.max(0, pageRank - pageRankOf.doc);
}

export const apiGroupName = 'API reference';

/**
 * 'strong' for an HTTP method, a path, an operation name or the word 'endpoint'; 'weak' for
 * 'API' or 'REST' among other words, where both kinds of page may answer ('create an API token').
 */
export type ApiIntent = 'none' | 'weak' | 'strong';

const strongIntent = [
  /(^|\s)(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)(\s|$)/,
  /(^|\s)(get|post|put|patch|delete)\s+\//i,
  // Two or more characters after a slash: 'a/b testing' is not a path.
  /(^|\s)\S*\/[a-z{][\w{}.-]+/i,
  // Only the verbs of the API's operation IDs (`createFeature`): other camel case is a context
  // field or an option (`userId`), asked about on documentation pages.
  /(^|\s)(get|create|update|delete|add|remove|set|change|validate|register|toggle|archive|revive|search|list|patch|clone|bulk|import|export|enable|disable|mark|reset|subscribe|unsubscribe)(?:[A-Z][a-z0-9]+)+(\s|$)/,
  /\b(endpoints?|curl|http\s+(request|method)|request\s+body|status\s+code)\b/i,
];
export const weakApiWords = ['api', 'apis', 'rest'];
const weakWords = new RegExp(`\\b(${weakApiWords.join('|')})\\b`, 'i');

export function apiIntent(query: string): ApiIntent {
  if (strongIntent.some((pattern) => pattern.test(query))) return 'strong';
  return weakWords.test(query) ? 'weak' : 'none';
}

/** Query words that only say what kind of page is wanted, so are not required in the text. */
export const intentOnlyTerms = new Set(['endpoint', 'endpoints']);

/** The first line of an API operation page, indexed with its heading to find it by path. */
export const endpointLine = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+\/\S*$/;

export function queryEndpoint(query: string): { method?: string; path: string } | null {
  const match = /(?:^|\s)(?:(get|post|put|patch|delete)\s+)?(\/\S+)/i.exec(query);
  if (!match?.[2]) return null;
  return { method: match[1]?.toUpperCase(), path: match[2] };
}

/** A `{parameter}` segment matches any segment. */
export function endpointFactor(
  wanted: { method?: string; path: string },
  line: string | undefined,
): number {
  if (!line) return 1;
  const [method, path = ''] = line.split(' ');
  const segments = (value: string): string[] => value.toLowerCase().replace(/\/+$/, '').split('/');
  const a = segments(wanted.path);
  const b = segments(path);
  const same =
    a.length === b.length &&
    a.every((part, i) => part === b[i] || part.startsWith('{') || b[i]?.startsWith('{'));
  if (!same) return 1;
  return wanted.method && wanted.method !== method ? 1.5 : 3;
}

export const apiFactor: Record<ApiIntent, number> = { none: 0.2, weak: 1, strong: 1.6 };

/**
 * For a documentation heading without the query's word 'API': 'Audit log API' asks for the
 * operations, not the concept page; 'frontend API' still finds 'Frontend API'.
 */
export const apiWordMissingFactor = 0.4;

export const partialMinTerms = 3;

/** Below one with every term on equal text, and barely counted when half of them miss. */
export function partialFactor(matched: number, total: number): number {
  const share = total > 0 ? matched / total : 0;
  return 0.5 * share * share;
}

/** By heading depth (1 = page title): headings keep their order on equal text. */
export const depthFactor = [1, 1.4, 1.2, 1.1, 1.05, 1, 1];

/**
 * Every query term in the heading: up to 3x, by how much of the heading the query covers
 * ('Segments' for 'segments': 3x; 'Feature flag best practices' for 'feature flag': 2x), and
 * another 1.5x for a page title, whose page is about the question. Some: a little, in proportion.
 */
export function titleFactor(
  queryTerms: number,
  titleMatches: number,
  titleTerms: number,
  depth: number,
): number {
  if (queryTerms === 0 || titleMatches === 0 || titleTerms === 0) return 1;
  const queryCover = Math.min(titleMatches, queryTerms) / queryTerms;
  const titleCover = Math.min(titleMatches, titleTerms) / titleTerms;
  if (queryCover < 1) return 1 + 0.3 * queryCover * titleCover;
  const factor = 1 + 2 * titleCover;
  return depth === 1 ? factor * 1.5 : factor;
}

/**
 * For the longest run of query terms in the heading, in order: 'archive a feature' in
 * 'Archive a feature flag' beats 'Delete an archived flag'. The whole query gives 1.5x.
 */
export function phraseFactor(run: number, queryTerms: number): number {
  if (queryTerms < 2 || run < 2) return 1;
  return 1 + (0.5 * (run - 1)) / (queryTerms - 1);
}

export function longestRun(query: string[], text: string[]): number {
  let best = 0;
  for (let i = 0; i < text.length; i += 1) {
    for (let j = 0; j < query.length; j += 1) {
      let length = 0;
      while (text[i + length] !== undefined && text[i + length] === query[j + length]) length += 1;
      if (length > best) best = length;
    }
  }
  return best;
}

/**
 * The overlay groups hits by lvl0 in order of first appearance, so the API reference hits go
 * in one block: after the documentation, or first for a weak API intent whose best hit is one.
 */
export function apiLast<T extends { url: string }>(hits: T[], intent: ApiIntent): T[] {
  if (intent === 'strong') return hits;
  const docs = hits.filter((hit) => pageKindOf(hit.url) === 'doc');
  if (docs.length === hits.length) return hits;
  const api = hits.filter((hit) => pageKindOf(hit.url) === 'api');
  const apiFirst = intent === 'weak' && hits[0] !== undefined && pageKindOf(hits[0].url) === 'api';
  return apiFirst ? [...api, ...docs] : [...docs, ...api];
}
