import MiniSearch, { type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {
  docsFileName,
  indexFormatVersion,
  miniSearchOptions,
  searchFields,
  sectionDepth,
  sectionFacet,
  sectionPageRank,
  sectionStride,
  shardFileName,
  type IndexMeta,
  type IndexShard,
  type SectionData,
} from './indexFormat';
import {
  analyzeQuery,
  camelTerm,
  indexTerms,
  nameTerm,
  separator as wordSeparator,
  stem,
  synonymForms,
} from './analyze';
import { endpointLine, pageKindOf, pageRankFactor } from './ranking';
import { levels, maxQueryLength, type Hierarchy, type Level } from './types';

// The overlay shows this many hits, so their record chunks are fetched anyway.
const phraseWindow = 20;
const boost = { title: 4, parents: 1.5, content: 1, linked: 1 };
// The shortest completions of the last word are usually the commonest words.
const maxPrefixExpansions = (prefix: string): number =>
  prefix.length === 1 ? 5 : prefix.length === 2 ? 30 : 60;
// Algolia's default typo tolerance.
const allowedTypos = (term: string): number => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

export type FacetFilters = Array<string | string[]>;

export type EngineQuery = {
  query: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string[];
  attributesToSnippet?: string[];
  mark?: Partial<MarkOptions>;
  /** Passages for the ASK AI panel. */
  preferContent?: boolean;
};

type MarkOptions = { preTag: string; postTag: string; ellipsis: string };

type Highlight = { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[] };
type Snippet = Pick<Highlight, 'value' | 'matchLevel'>;

export type EngineHit = {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: { hierarchy: Partial<Record<Level, Highlight>>; content?: Highlight };
  _snippetResult: { hierarchy: Partial<Record<Level, Snippet>>; content?: Snippet };
};

export type EngineResult = {
  hits: EngineHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
};

// 'weak': 'API' or 'REST' among other words, where both kinds of page may answer.
type ApiIntent = 'none' | 'weak' | 'strong';

const strongIntent = [
  /(^|\s)(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)(\s|$)/,
  /(^|\s)(get|post|put|patch|delete)\s+\//i,
  // Two or more characters after a slash: 'a/b testing' is not a path.
  /(^|\s)\S*\/[a-z{][\w{}.-]+/i,
  // The verbs of the API's operation IDs: other camel case (`userId`) is asked about in the docs.
  /(^|\s)(get|create|update|delete|add|remove|set|change|validate|register|toggle|archive|revive|search|list|patch|clone|bulk|import|export|enable|disable|mark|reset|subscribe|unsubscribe)(?:[A-Z][a-z0-9]+)+(\s|$)/,
  /\b(endpoints?|curl|http\s+(request|method)|request\s+body|status\s+code)\b/i,
];
const weakApiWords = ['api', 'apis', 'rest'];
const weakWords = new RegExp(`\\b(${weakApiWords.join('|')})\\b`, 'i');
const apiWords = analyzeQuery(weakApiWords.join(' '));

export function apiIntent(query: string): ApiIntent {
  if (strongIntent.some((pattern) => pattern.test(query))) return 'strong';
  return weakWords.test(query) ? 'weak' : 'none';
}

// Words that only say what kind of page is wanted, so are not required in the text.
const intentOnlyTerms = new Set(['endpoint', 'endpoints']);

type Endpoint = { method?: string; path: string };

function queryEndpoint(query: string): Endpoint | null {
  const match = /(?:^|\s)(?:(get|post|put|patch|delete)\s+)?(\/\S+)/i.exec(query);
  if (!match?.[2]) return null;
  return { method: match[1]?.toUpperCase(), path: match[2] };
}

// A `{parameter}` segment matches any segment.
function endpointFactor(wanted: Endpoint, line: string | undefined): number {
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

const apiFactor: Record<ApiIntent, number> = { none: 0.2, weak: 1, strong: 1.6 };
// By heading depth (1 = page title): headings keep their order on equal text.
const depthFactor = [1, 1.4, 1.2, 1.1, 1.05, 1, 1];

// All query terms in the heading: up to 3x by how much of it they cover ('Segments' for
// 'segments'), 1.5x more for a page title; some of them: a little, in proportion.
function titleFactor(queryTerms: number, titleMatches: number, titleTerms: number, depth: number) {
  if (queryTerms === 0 || titleMatches === 0 || titleTerms === 0) return 1;
  const queryCover = Math.min(titleMatches, queryTerms) / queryTerms;
  const titleCover = Math.min(titleMatches, titleTerms) / titleTerms;
  if (queryCover < 1) return 1 + 0.3 * queryCover * titleCover;
  const factor = 1 + 2 * titleCover;
  return depth === 1 ? factor * 1.5 : factor;
}

function longestRun(query: string[], text: string[]): number {
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

// The overlay groups hits by lvl0 in order of first appearance, so the API reference hits go
// in one block: after the documentation, or first for a weak API intent whose best hit is one.
function apiLast(hits: EngineHit[], intent: ApiIntent): EngineHit[] {
  if (intent === 'strong') return hits;
  const isApi = (hit: EngineHit): boolean => pageKindOf(hit.url) === 'api';
  const apiFirst = intent === 'weak' && hits[0] !== undefined && isApi(hits[0]);
  // A stable sort: each block keeps the ranking's order.
  return [...hits].sort((a, b) => Number(isApi(b) === apiFirst) - Number(isApi(a) === apiFirst));
}

const facetNames: readonly string[] = ['language', 'docusaurus_tag'];

/** Groups of [position in a section's facet pair (-1 for another attribute), value]. */
function parseFacetFilters(filters: FacetFilters | undefined): Array<Array<[number, string]>> {
  return (filters ?? []).map((group) =>
    (Array.isArray(group) ? group : [group]).map((filter): [number, string] => {
      const colon = filter.indexOf(':');
      return [facetNames.indexOf(filter.slice(0, colon)), filter.slice(colon + 1)];
    }),
  );
}

const facetOf = (meta: IndexMeta, id: number): [string, string] | undefined =>
  meta.facets[meta.sections[id * sectionStride + sectionFacet] ?? -1];

export class SearchEngine {
  private vocabulary: SearchableMap<number> | null = null;
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly loadedShards = new Map<number, IndexShard>();
  private miniSearch: MiniSearch | null = null;
  private miniSearchShards = 0;
  // The phrase rule reads the same page titles again and again.
  private readonly titleTerms = new Map<number, string[]>();

  constructor(private readonly load: (file: string) => Promise<unknown>) {}

  loadMeta(): Promise<IndexMeta> {
    return this.loadFile('meta.json', (data) => {
      const meta = data as IndexMeta;
      if (meta.version !== indexFormatVersion) {
        throw new Error(`search index format ${meta.version}, expected ${indexFormatVersion}`);
      }
      this.vocabulary = SearchableMap.from(meta.terms.map((term, index) => [term, index]));
      return meta;
    }) as Promise<IndexMeta>;
  }

  // A failed fetch (or a meta.json of another format) is tried again by the next call.
  private loadFile(file: string, parse = (data: unknown) => data): Promise<unknown> {
    let promise = this.files.get(file);
    if (!promise) {
      promise = this.load(file).then(parse);
      promise.catch(() => this.files.delete(file));
      this.files.set(file, promise);
    }
    return promise;
  }

  private async loadShard(shard: number): Promise<void> {
    this.loadedShards.set(shard, (await this.loadFile(shardFileName(shard))) as IndexShard);
  }

  private shardsFor(meta: IndexMeta, terms: string[], prefixLast: boolean): Set<number> {
    const vocabulary = this.vocabulary!;
    const indexes: number[] = [];
    terms.forEach((term, i) => {
      const exact = vocabulary.get(term);
      if (exact !== undefined) indexes.push(exact);
      if (prefixLast && i === terms.length - 1) {
        const completions = [...vocabulary.atPrefix(term).entries()]
          .sort(([a], [b]) => a.length - b.length)
          .slice(0, maxPrefixExpansions(term));
        for (const [, index] of completions) indexes.push(index);
      }
      const typos = exact === undefined ? allowedTypos(term) : 0;
      if (typos > 0) {
        for (const [, [index]] of vocabulary.fuzzyGet(term, typos)) indexes.push(index);
      }
    });
    const starts = meta.shardStarts;
    return new Set(indexes.map((index) => starts.filter((start) => start <= index).length - 1));
  }

  // Rebuilt only when shards were added.
  private engine(meta: IndexMeta): MiniSearch {
    if (this.miniSearch && this.miniSearchShards === this.loadedShards.size) return this.miniSearch;
    const ids = [...Array(meta.count).keys()];
    const start = (id: number): number => id * sectionStride;
    this.miniSearch = MiniSearch.loadJS(
      {
        documentCount: meta.count,
        nextId: meta.count,
        documentIds: Object.fromEntries(ids.map((id) => [id, id])),
        fieldIds: Object.fromEntries(searchFields.map((field, i) => [field, i])),
        fieldLength: Object.fromEntries(
          ids.map((id) => [id, meta.sections.slice(start(id), start(id) + sectionFacet)]),
        ),
        averageFieldLength: meta.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index: [...this.loadedShards.values()].flat(),
        serializationVersion: 2,
      } as unknown as Parameters<typeof MiniSearch.loadJS>[0],
      miniSearchOptions,
    );
    this.miniSearchShards = this.loadedShards.size;
    return this.miniSearch;
  }

  // For the benchmark's warm queries.
  async loadAll(): Promise<void> {
    const meta = await this.loadMeta();
    await Promise.all(meta.shardStarts.map((_, shard) => this.loadShard(shard)));
  }

  private async rank(query: string, facetFilters?: FacetFilters) {
    const meta = await this.loadMeta();
    const text = query.slice(0, maxQueryLength);
    const prefixLast = !/\s$/.test(text);
    const allTerms = analyzeQuery(text, prefixLast);
    const intent = apiIntent(text);
    const content = allTerms.filter((term) => !intentOnlyTerms.has(term));
    const terms = content.length > 0 ? content : allTerms;
    if (terms.length === 0) return { meta, results: [], terms, intent };
    const shards = this.shardsFor(meta, terms, prefixLast);
    await Promise.all([...shards].map((shard) => this.loadShard(shard)));

    const filters = parseFacetFilters(facetFilters);
    // One OR search: MiniSearch scores a section the same under OR and AND, and `queryTerms`
    // tells which have every word. A question's words rarely all sit in one section.
    const found = this.engine(meta).search(terms.join(' '), {
      // The terms are analysed already.
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost,
      prefix: (_term, i, all) => prefixLast && i === all.length - 1,
      // Only a word the index does not have is read as a typo of one it has.
      fuzzy: (term) => (this.vocabulary?.has(term) ? false : allowedTypos(term) || false),
      maxFuzzy: 2,
      filter: (result) => {
        const facet = facetOf(meta, result.id);
        if (!facet) return filters.length === 0;
        return filters.every((group) => group.some(([at, value]) => at < 0 || facet[at] === value));
      },
      combineWith: 'OR',
    });
    const distinct = new Set(terms).size;
    const full = found.filter((result) => result.queryTerms.length >= distinct);
    const partial = found.filter((result) => result.queryTerms.length < distinct);
    let results = full;
    if (distinct > 1 && (full.length === 0 || distinct >= 3)) {
      // Below one with every term on equal text, and barely counted when half of them miss.
      for (const result of partial) {
        const share = result.queryTerms.length / distinct;
        result.score *= 0.5 * share * share;
      }
      results = full.concat(partial);
    }
    // MiniSearch's results are new objects on every search: scoring in place is safe.
    for (const result of results) {
      const base = (result.id as number) * sectionStride;
      const titleTerms = meta.sections[base] ?? 0;
      const depth = meta.sections[base + sectionDepth] ?? 6;
      const pageRank = meta.sections[base + sectionPageRank] ?? 1;
      const inTitle = Object.keys(result.match).filter((term) =>
        result.match[term]?.includes('title'),
      );
      result.score *=
        (depthFactor[depth] ?? 1) *
        titleFactor(terms.length, inTitle.length, titleTerms, depth) *
        (pageRank === 0 ? apiFactor[intent] : pageRankFactor(pageRank));
      // 'Audit log API' asks for the operations; 'frontend API' still finds 'Frontend API'.
      if (intent === 'weak' && pageRank !== 0 && !apiWords.some((word) => inTitle.includes(word))) {
        result.score *= 0.4;
      }
    }
    return { meta, results: results.sort((a, b) => b.score - a.score), terms, intent };
  }

  async search(request: EngineQuery): Promise<EngineResult> {
    const { meta, results, terms, intent } = await this.rank(request.query, request.facetFilters);
    const hitsPerPage = Math.max(0, Math.min(request.hitsPerPage ?? 20, 1000));
    const nbPages = hitsPerPage > 0 ? Math.ceil(results.length / hitsPerPage) : 0;
    const page = Math.max(0, request.page ?? 0);
    // The phrase and endpoint rules read the sections' text and reorder the best
    // `phraseWindow` hits, the same window whatever page is asked, so that pages never overlap.
    const sectionsOf = async (results: SearchResult[]): Promise<SectionData[]> => {
      const ids = results.map((result) => result.id as number);
      const chunk = (id: number) => this.loadFile(docsFileName(Math.floor(id / meta.docsPerChunk)));
      const chunks = (await Promise.all(ids.map(chunk))) as SectionData[][];
      return ids.map((id, i) => {
        const section = chunks[i]?.[id % meta.docsPerChunk];
        if (!section) throw new Error(`search index: section ${id} missing from its chunk`);
        return section;
      });
    };
    const distinct = new Set(terms).size;
    const endpoint = intent === 'strong' ? queryEndpoint(request.query) : null;
    if (distinct > 1 || endpoint) {
      const window = results.slice(0, phraseWindow);
      const sections = await sectionsOf(window);
      for (const [i, result] of window.entries()) {
        const id = result.id as number;
        const section = sections[i]!;
        if (endpoint) {
          result.score *= endpointFactor(
            endpoint,
            section.c.find((text) => endpointLine.test(text)),
          );
        }
        if (section.t !== 'lvl1') continue;
        let title = this.titleTerms.get(id);
        if (!title) this.titleTerms.set(id, (title = analyzeQuery(section.h[1] ?? '')));
        // 'archive a feature' in 'Archive a feature flag' beats 'Delete an archived flag'.
        const run = longestRun(terms, title);
        if (distinct > 1 && run > 1) result.score *= 1 + (0.5 * (run - 1)) / (distinct - 1);
      }
      window.sort((a, b) => b.score - a.score);
      results.splice(0, window.length, ...window);
    }
    const shown =
      hitsPerPage > 0 ? results.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
    const sections = await sectionsOf(shown);
    const mark: MarkOptions = {
      preTag: request.mark?.preTag ?? '<em>',
      postTag: request.mark?.postTag ?? '</em>',
      ellipsis: request.mark?.ellipsis ?? '…',
    };
    const snippetWords = new Map<string, number>();
    for (const [name, size] of (request.attributesToSnippet ?? []).map((a) => a.split(':'))) {
      if (name) snippetWords.set(name, Number(size) || 10);
    }
    const hits = shown.map((result, i) =>
      toHit(sections[i]!, result, terms, mark, snippetWords, request.preferContent),
    );
    const facets: EngineResult['facets'] = {};
    facetNames.forEach((name, position) => {
      if (!request.facets?.includes(name) && !request.facets?.includes('*')) return;
      const counts: Record<string, number> = (facets[name] = {});
      for (const result of results) {
        const value = facetOf(meta, result.id as number)?.[position];
        if (value !== undefined) counts[value] = (counts[value] ?? 0) + 1;
      }
    });
    return {
      hits: apiLast(hits, intent),
      nbHits: results.length,
      page,
      nbPages,
      hitsPerPage,
      facets,
    };
  }
}

// The heading itself when the query matches its words, else its paragraph matching the most.
function toHit(
  section: SectionData,
  result: SearchResult,
  queryWords: string[],
  mark: MarkOptions,
  snippetWords: Map<string, number>,
  preferContent = false,
): EngineHit {
  const matched = new Set(result.terms);
  const inTitle = Object.values(result.match).some((fields) => fields.includes('title'));
  let content: string | null = null;
  if ((preferContent || !inTitle) && section.c.length > 0) {
    const counts = section.c.map(
      (text) => new Set(indexTerms(text).filter((t) => matched.has(t))).size,
    );
    const best = Math.max(...counts);
    if (best > 0 || preferContent) content = section.c[counts.indexOf(best)] ?? null;
  }
  const hierarchy = Object.fromEntries(
    levels.map((level, depth) => [level, section.h[depth] || null]),
  ) as Hierarchy;
  const hit: EngineHit = {
    objectID: `${section.u}::${result.id}${content === null ? '' : `::${section.c.indexOf(content)}`}`,
    url: section.u,
    type: content === null ? section.t : 'content',
    hierarchy,
    content,
    _highlightResult: { hierarchy: {} },
    _snippetResult: { hierarchy: {} },
  };
  for (const level of levels) {
    const value = hierarchy[level];
    if (value === null) continue;
    hit._highlightResult.hierarchy[level] = highlight(value, matched, queryWords, mark);
    const size = snippetWords.get(`hierarchy.${level}`);
    if (size) hit._snippetResult.hierarchy[level] = snippet(value, matched, size, mark);
  }
  if (content !== null) {
    hit._highlightResult.content = highlight(content, matched, queryWords, mark);
    const size = snippetWords.get('content');
    if (size) hit._snippetResult.content = snippet(content, matched, size, mark);
  }
  return hit;
}

// MiniSearch's default tokenizer splits on this; the index's separator keeps `IS_ANY_OF` whole.
const separator = /([\n\r\p{Z}\p{P}]+)/u;
const nameSeparator = new RegExp(`(${wordSeparator.source})`, 'u');

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => escapes[char]!);

function marked(words: string, mark: MarkOptions, found: Set<string>): string {
  found.add(words.toLowerCase());
  return `${mark.preTag}${escapeHtml(words)}${mark.postTag}`;
}

function markWords(text: string, matched: Set<string>, mark: MarkOptions, found: Set<string>) {
  // split() with a capture group puts separators at odd positions.
  const parts = text.split(nameSeparator);
  let out = '';
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    const name = nameTerm(part);
    const span =
      i % 2 === 1 || part === ''
        ? 0
        : name && matched.has(name)
          ? 1
          : synonymSpan(parts, i, matched);
    if (span > 0) {
      out += marked(parts.slice(i, i + span).join(''), mark, found);
      i += span - 1;
      continue;
    }
    for (const [j, word] of part.split(separator).entries()) {
      const isMatch =
        j % 2 === 0 &&
        word !== '' &&
        (matched.has(camelTerm(word) ?? '') || matched.has(stem(word.toLowerCase())));
      out += isMatch ? marked(word, mark, found) : escapeHtml(word);
    }
  }
  return out;
}

// Algolia marks the synonyms it matched ('Role-based access control' for 'rbac').
function synonymSpan(parts: string[], at: number, matched: Set<string>): number {
  const form = synonymForms.find(
    ({ words, canonical }) =>
      canonical.every((term) => matched.has(term)) &&
      words.every((word, j) => stem(parts[at + 2 * j]?.toLowerCase() ?? '') === word),
  );
  return form ? 2 * form.words.length - 1 : 0;
}

function highlight(
  text: string,
  matched: Set<string>,
  queryWords: string[],
  mark: MarkOptions,
): Highlight {
  const found = new Set<string>();
  const value = markWords(text, matched, mark, found);
  const matchLevel =
    found.size === 0 ? 'none' : found.size >= queryWords.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...found] };
}

function snippet(text: string, matched: Set<string>, size: number, mark: MarkOptions): Snippet {
  const words = text.split(/\s+/).filter(Boolean);
  const isMatch = (word: string): boolean => {
    const hits = new Set<string>();
    markWords(word, matched, mark, hits);
    return hits.size > 0;
  };
  const first = Math.max(0, words.findIndex(isMatch));
  const start = Math.max(0, Math.min(first - Math.floor((size - 1) / 3), words.length - size));
  const end = Math.min(words.length, start + size);
  const found = new Set<string>();
  const body = markWords(words.slice(start, end).join(' '), matched, mark, found);
  const ellipsis = escapeHtml(mark.ellipsis);
  const value = `${start > 0 ? ellipsis : ''}${body}${end < words.length ? ellipsis : ''}`;
  return { value, matchLevel: found.size > 0 ? 'partial' : 'none' };
}
