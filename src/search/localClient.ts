import { SearchEngine, type EngineQuery, type FacetFilters } from './engine';
import { indexDirName } from './indexFormat';
import { RetryError } from './retryError';

/**
 * The part of the algoliasearch v5 (and v4) client that DocSearch and the theme's search page
 * call, answered from the index files built with the site: nothing leaves the machine.
 */

type RequestParams = {
  query?: string;
  indexName?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters | string;
  facets?: string[] | string;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
};
type SearchRequest = RequestParams & { params?: RequestParams | string };
type SearchArgument = { requests: SearchRequest[] } | SearchRequest[];

export type LocalSearchResponse = {
  hits: unknown[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  queryID: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  facets: Record<string, Record<string, number>>;
};

function parseJson(value: string, fallback: unknown): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return fallback;
  }
}

function parseParams(params: RequestParams | string | undefined): RequestParams {
  if (!params) return {};
  if (typeof params !== 'string') return params;
  // algoliasearch v4 sends params as a URL-encoded string.
  const entries = [...new URLSearchParams(params)];
  return Object.fromEntries(entries.map(([key, value]) => [key, parseJson(value, value)]));
}

function asList<T>(value: T[] | T | string | undefined): T[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return parseJson(value, [value]) as T[];
  return Array.isArray(value) ? value : [value];
}

let counter = 0;
function queryId(): string {
  counter += 1;
  const random = Math.random().toString(16).slice(2).padEnd(16, '0');
  return `${Date.now().toString(16)}${counter.toString(16)}${random}`.slice(0, 32).padEnd(32, '0');
}

export type LocalClientOptions = {
  /** Where the site is served from (`siteConfig.baseUrl`). */
  baseUrl: string;
  /** Raise smaller page sizes to this one (the stock search page asks for 15). */
  minHitsPerPage?: number;
  fetchImpl?: typeof fetch;
};

function createIndexEngine(baseUrl: string, fetchImpl?: typeof fetch): SearchEngine {
  return new SearchEngine(async (file) => {
    const response = await (fetchImpl ?? fetch)(`${baseUrl}${indexDirName}/${file}`);
    if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
    return response.json();
  });
}

const engines = new Map<string, SearchEngine>();

/** One engine per page session, so index files loaded for one query serve every later one. */
export function sharedEngine(baseUrl: string): SearchEngine {
  if (!engines.has(baseUrl)) engines.set(baseUrl, createIndexEngine(baseUrl));
  return engines.get(baseUrl)!;
}

export function createLocalSearchClient({
  baseUrl,
  minHitsPerPage = 0,
  fetchImpl,
}: LocalClientOptions) {
  const engine = fetchImpl ? createIndexEngine(baseUrl, fetchImpl) : sharedEngine(baseUrl);

  async function answer(request: SearchRequest): Promise<LocalSearchResponse> {
    const { params: encoded, ...rest } = request;
    const params: RequestParams = { ...rest, ...parseParams(encoded) };
    const started = Date.now();
    const query = params.query ?? '';
    const requested = params.hitsPerPage ?? 20;
    const hitsPerPage = requested > 0 ? Math.max(requested, minHitsPerPage) : 0;
    const engineQuery: EngineQuery = {
      query,
      page: params.page ?? 0,
      hitsPerPage,
      facetFilters: asList<string | string[]>(params.facetFilters),
      facets: asList<string>(params.facets),
      attributesToSnippet: params.attributesToSnippet,
      mark: {
        preTag: params.highlightPreTag,
        postTag: params.highlightPostTag,
        ellipsis: params.snippetEllipsisText,
      },
    };
    const result = query.trim()
      ? await engine.search(engineQuery)
      : { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage, facets: {} };
    return {
      hits: result.hits,
      nbHits: result.nbHits,
      page: result.page,
      nbPages: result.nbPages,
      hitsPerPage: result.hitsPerPage,
      query,
      params: new URLSearchParams({ query }).toString(),
      index: params.indexName ?? '',
      queryID: queryId(),
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      facets: result.facets,
    };
  }

  async function search(argument: SearchArgument): Promise<{ results: LocalSearchResponse[] }> {
    const requests = Array.isArray(argument) ? argument : argument.requests;
    try {
      return { results: await Promise.all(requests.map(answer)) };
    } catch (error) {
      throw new RetryError(error);
    }
  }

  return {
    appId: 'local',
    apiKey: 'local',
    search,
    searchForHits: search,
    addAlgoliaAgent(): void {
      // Nothing to report: no request leaves the machine.
    },
    clearCache: (): Promise<void> => Promise.resolve(),
    /** Fetches the vocabulary ahead of the first query; a failure is retried by that query. */
    async warmUp(): Promise<void> {
      await engine.loadMeta().catch(() => undefined);
    },
  };
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;

const clients = new Map<string, LocalSearchClient>();

/** The overlay's client, created once. */
export function localSearchClient(baseUrl: string, minHitsPerPage = 0): LocalSearchClient {
  const key = `${baseUrl}|${minHitsPerPage}`;
  if (!clients.has(key)) clients.set(key, createLocalSearchClient({ baseUrl, minHitsPerPage }));
  return clients.get(key)!;
}
