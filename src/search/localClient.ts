import { SearchEngine, type FacetFilters } from './engine';
import { indexDirName } from './indexFormat';
import { RetryError } from './retryError';

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

function parseJson(value: string, fallback: unknown): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return fallback;
  }
}

function parseParams(params: RequestParams | string | undefined): RequestParams {
  if (typeof params !== 'string') return params ?? {};
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

function createIndexEngine(baseUrl: string, fetchImpl?: typeof fetch): SearchEngine {
  return new SearchEngine(async (file) => {
    const response = await (fetchImpl ?? fetch)(`${baseUrl}${indexDirName}/${file}`);
    if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
    return response.json();
  });
}

const engines = new Map<string, SearchEngine>();

// One per page session, so that index files loaded for one query serve every later one.
export function sharedEngine(baseUrl: string): SearchEngine {
  if (!engines.has(baseUrl)) engines.set(baseUrl, createIndexEngine(baseUrl));
  return engines.get(baseUrl)!;
}

type Options = { baseUrl: string; minHitsPerPage?: number; fetchImpl?: typeof fetch };

// The part of the algoliasearch v5 (and v4) client that DocSearch and the theme's search page call.
export function createLocalSearchClient({ baseUrl, minHitsPerPage = 0, fetchImpl }: Options) {
  const engine = fetchImpl ? createIndexEngine(baseUrl, fetchImpl) : sharedEngine(baseUrl);

  async function answer(request: SearchRequest) {
    const { params: encoded, ...rest } = request;
    const params: RequestParams = { ...rest, ...parseParams(encoded) };
    const started = Date.now();
    const query = params.query ?? '';
    const requested = params.hitsPerPage ?? 20;
    const hitsPerPage = requested > 0 ? Math.max(requested, minHitsPerPage) : 0;
    const { facets, ...result } = query.trim()
      ? await engine.search({
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
        })
      : { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage, facets: {} };
    return {
      ...result,
      query,
      params: new URLSearchParams({ query }).toString(),
      index: params.indexName ?? '',
      queryID: queryId(),
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true as const,
      facets,
    };
  }

  async function search(argument: { requests: SearchRequest[] } | SearchRequest[]) {
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
    // A failure is retried by the first query.
    async warmUp(): Promise<void> {
      await engine.loadMeta().catch(() => undefined);
    },
  };
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;

const clients = new Map<string, LocalSearchClient>();

export function localSearchClient(baseUrl: string, minHitsPerPage = 0): LocalSearchClient {
  const key = `${baseUrl}|${minHitsPerPage}`;
  if (!clients.has(key)) clients.set(key, createLocalSearchClient({ baseUrl, minHitsPerPage }));
  return clients.get(key)!;
}
