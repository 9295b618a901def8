/**
 * Ranking rules shared by the built-in engine (./engine.ts), the record
 * extraction (./records.ts writes `weight.pageRank` for Algolia's
 * `customRanking`) and the overlay's grouping: the DocSearch crawler's
 * per-record page rank and heading level, adapted to our index.
 *
 * - Documentation pages (concepts, reference, how-to guides, tutorials) rank
 *   above the API reference's operation and tag pages, unless the query
 *   looks like an API question.
 * - A section whose heading is the query ranks first; a page title (lvl1)
 *   above a deeper heading.
 */

export type PageKind = 'doc' | 'api';

/** Where the API reference lives (generated operation and tag pages, and the legacy API pages). */
const apiPath = /^\/reference\/api(\/|$)/;

export function pageKindOf(url: string): PageKind {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[#?].*$/, '');
  return apiPath.test(path) ? 'api' : 'doc';
}

/** `weight.pageRank` of a record (DocSearch's field: higher ranks first), before links count. */
export const pageRankOf: Record<PageKind, number> = { doc: 1, api: 0 };

/**
 * `weight.pageRank` of a documentation page, from how many other
 * documentation pages link to it in their text: 1 for none, then one more
 * for each doubling (1, 3, 7, 15 ... pages), at most 8. A page many others
 * send readers to is the one a topic's reader wants (the DocSearch crawler
 * takes page ranks from its configuration; ours come from the site's links).
 * API reference pages stay at 0.
 */
export function pageRankFor(kind: PageKind, inboundLinks: number): number {
  if (kind === 'api') return pageRankOf.api;
  return pageRankOf.doc + Math.min(7, Math.floor(Math.log2(1 + Math.max(0, inboundLinks))));
}

/** Score factor of a documentation section by its page's rank (1 for a page no other links to). */
export function pageRankFactor(pageRank: number): number {
  return 1 + linkRankWeight * Math.max(0, pageRank - pageRankOf.doc);
}

/** What each step of page rank adds to a documentation section's score. */
const linkRankWeight = 0.15;

/** The section name (lvl0) every API reference result is grouped under. */
export const apiGroupName = 'API reference';

/**
 * How strongly a query asks for the API reference:
 * - 'strong': an HTTP method, a path (`/api/admin/...`), an operation name
 *   (`createFeature`, see operationName), or the word 'endpoint';
 * - 'weak': the word 'API' (or 'REST') among other words: both kinds of page
 *   may answer ('create an API token');
 * - 'none': a topic word or a question.
 */
export type ApiIntent = 'none' | 'weak' | 'strong';

const httpMethod = /(^|\s)(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)(\s|$)/;
const methodBeforePath = /(^|\s)(get|post|put|patch|delete)\s+\//i;
/** A path segment of two or more characters after a slash ('a/b testing' is not a path). */
const pathFragment = /(^|\s)\S*\/[a-z{][\w{}.-]+/i;
/**
 * An operation name: camel case that starts with one of the verbs the API's
 * operation IDs start with (`createFeature`, `toggleFeatureEnvironmentOn`).
 * Other camel case is a context field or an option (`userId`, `appName`,
 * `refreshInterval`), asked about on documentation pages.
 */
const operationName =
  /(^|\s)(get|create|update|delete|add|remove|set|change|validate|register|toggle|archive|revive|search|list|patch|clone|bulk|import|export|enable|disable|mark|reset|subscribe|unsubscribe)(?:[A-Z][a-z0-9]+)+(\s|$)/;
const strongWords = /\b(endpoints?|curl|http\s+(request|method)|request\s+body|status\s+code)\b/i;
/** The words of a weak API intent; the ranking also looks for them in headings. */
export const weakApiWords = ['api', 'apis', 'rest'];
const weakWords = new RegExp(`\\b(${weakApiWords.join('|')})\\b`, 'i');

const strongIntent = [httpMethod, methodBeforePath, pathFragment, operationName, strongWords];

export function apiIntent(query: string): ApiIntent {
  if (strongIntent.some((pattern) => pattern.test(query))) return 'strong';
  return weakWords.test(query) ? 'weak' : 'none';
}

/**
 * Query words that only say what kind of page is wanted ('endpoint to
 * archive a flag'): they set the API intent, and are not required in the text.
 */
export const intentOnlyTerms = new Set(['endpoint', 'endpoints']);

/**
 * A paragraph that is an HTTP method and path: the endpoint line at the top
 * of an API operation page. It is indexed with the section's heading, so a
 * query that is (part of) the path finds the operation first.
 */
export const endpointLine = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+\/\S*$/;

/** The method and path a query names ('GET /api/admin/events', '/api/admin/api-tokens'), if any. */
export function queryEndpoint(query: string): { method?: string; path: string } | null {
  const match = /(?:^|\s)(?:(get|post|put|patch|delete)\s+)?(\/\S+)/i.exec(query);
  if (!match?.[2]) return null;
  return { method: match[1]?.toUpperCase(), path: match[2] };
}

/**
 * Score factor of an operation page for a query that names an endpoint:
 * the same path (a `{parameter}` segment matches any segment) 3x, and half
 * that when the query names another method.
 */
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

/** Score factor of an API reference section, by the query's API intent (documentation pages: 1). */
export const apiFactor: Record<ApiIntent, number> = { none: 0.2, weak: 1, strong: 1.6 };

/**
 * Score factor of a documentation section, for a query with the word 'API',
 * whose heading does not say it. 'Audit log API' or 'maintenance mode API'
 * asks for the operations, not for the concept page that is otherwise first;
 * 'frontend API' or 'create an API token' still finds the pages whose
 * headings name the API ('Frontend API', 'Create API tokens').
 */
export const apiWordMissingFactor = 0.4;

/** Queries of this many distinct terms also rank sections that lack some of them. */
export const partialMinTerms = 3;

/**
 * Score factor of a section that has only `matched` of the query's `total`
 * terms: a section with every term ranks above one with most of them on equal
 * text, and one missing half of them barely counts.
 */
export function partialFactor(matched: number, total: number): number {
  const share = total > 0 ? matched / total : 0;
  return 0.5 * share * share;
}

/** Score factor by heading depth (1 = page title): headings keep their order on equal text. */
export const depthFactor = [1, 1.4, 1.2, 1.1, 1.05, 1, 1];

/**
 * Score factor for how well the section's own heading matches the query.
 * `queryTerms`: terms in the query; `titleMatches`: how many of them the
 * heading has; `titleTerms`: how many terms the heading has.
 * - Every query term in the heading: up to 3x, the more of the heading the
 *   query covers, the more (the heading 'Segments' for 'segments': 3x;
 *   'Feature flag best practices' for 'feature flag': 2x).
 * - A page title (lvl1) with every query term gets another 1.5x: that page
 *   is about the question, where a deeper heading is a part of a page.
 * - Some query terms in the heading: a little, in proportion.
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
 * Score factor for the query's words appearing in the heading in the
 * query's order, next to each other (stop words aside): 'archive a feature'
 * in 'Archive a feature flag' beats 'Delete an archived flag'. `run` is the
 * longest such run of query terms, `queryTerms` their number: the whole
 * query as a phrase gives 1.5x, a part of it less.
 */
export function phraseFactor(run: number, queryTerms: number): number {
  if (queryTerms < 2 || run < 2) return 1;
  return 1 + (0.5 * (run - 1)) / (queryTerms - 1);
}

/** The longest run of consecutive query terms that appears, in order, in `text` (both analysed). */
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
 * Orders the hits in two groups, documentation and API reference, keeping
 * each group's order, so that the overlay (which groups hits by lvl0 in order
 * of first appearance) shows the 'API reference' group as one block:
 * - no API intent: documentation first;
 * - a weak one (the word 'API'): the group of the best hit first;
 * - a strong one: the ranked order as it is.
 */
export function apiLast<T extends { url: string }>(hits: T[], intent: ApiIntent): T[] {
  if (intent === 'strong') return hits;
  const docs = hits.filter((hit) => pageKindOf(hit.url) === 'doc');
  if (docs.length === hits.length) return hits;
  const api = hits.filter((hit) => pageKindOf(hit.url) === 'api');
  const apiFirst = intent === 'weak' && hits[0] !== undefined && pageKindOf(hits[0].url) === 'api';
  return apiFirst ? [...api, ...docs] : [...docs, ...api];
}
