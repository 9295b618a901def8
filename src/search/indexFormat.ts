import type { Options as MiniSearchOptions } from 'minisearch';
import { indexTerms } from './analyze';

// Files, so that one query fetches only what it needs: `meta.json` (vocabulary, sections' field
// lengths and facets) on the first query, a `shard-N.json` of postings for each range of terms
// the query can match, a `docs-N.json` of sections for those a result page shows. A document is
// a section: one heading with the paragraphs under it.

export const indexFormatVersion = 4;
export const indexDirName = 'search-index';

export const searchFields = ['title', 'parents', 'content', 'linked'] as const;

export const miniSearchOptions: MiniSearchOptions = {
  fields: [...searchFields],
  idField: 'id',
  tokenize: indexTerms,
  processTerm: (term) => term,
};

/** URL with anchor, own record type (lvl1..lvl6), hierarchy lvl0..lvlN, content texts. */
export type SectionData = { u: string; t: string; h: string[]; c: string[] };

export type IndexMeta = {
  version: number;
  count: number;
  docsPerChunk: number;
  /** Sorted; `shardStarts[i]` is the index of shard i's first term. */
  terms: string[];
  shardStarts: number[];
  averageFieldLength: number[];
  // Per section, flattened: field lengths in distinct terms, facet index, heading depth (1..6)
  // and page rank (0 for the API reference, 1 and up for documentation: see pageRankFor).
  sections: number[];
  facets: Array<[language: string, tag: string]>;
};

/** `[term, { fieldId: { sectionId: termFrequency } }]` */
export type IndexShard = Array<[string, Record<string, Record<string, number>>]>;

export const sectionStride = searchFields.length + 3;
export const sectionFacet = searchFields.length;
export const sectionDepth = searchFields.length + 1;
export const sectionPageRank = searchFields.length + 2;

export const shardFileName = (shard: number): string => `shard-${shard}.json`;
export const docsFileName = (chunk: number): string => `docs-${chunk}.json`;
