import type { Options as MiniSearchOptions } from 'minisearch';
import { indexTerms } from './analyze';

/**
 * The static index the site ships in `build/search-index/`, read by the local
 * search client. MiniSearch ranks; the index is cut into files so that one
 * query fetches only what it needs:
 *
 * - `meta.json`: the vocabulary (which shard holds each term), each
 *   section's field lengths and facets. Fetched once, on the first query.
 * - `shard-N.json`: the postings of a sorted range of terms, in MiniSearch's
 *   own serialization, fetched only for the terms a query can match.
 * - `docs-N.json`: the records of `docsPerChunk` consecutive sections, fetched
 *   only for the sections a result page shows.
 *
 * A searchable document is a section: one heading with the paragraphs under
 * it. A hit is the section's heading record, or its best-matching paragraph.
 */

export const indexFormatVersion = 4;
export const indexDirName = 'search-index';

export const searchFields = ['title', 'parents', 'content', 'linked'] as const;

/** Options MiniSearch needs both to write and to read the index. */
export const miniSearchOptions: MiniSearchOptions = {
  fields: [...searchFields],
  idField: 'id',
  tokenize: indexTerms,
  processTerm: (term) => term,
};

export type SectionData = {
  /** URL of the section (page URL and heading anchor). */
  u: string;
  /** Type of the section's own record: lvl1..lvl6. */
  t: string;
  /** hierarchy.lvl0..lvlN (trailing nulls dropped). */
  h: string[];
  /** The content records' texts, in page order. */
  c: string[];
};

export type IndexMeta = {
  version: number;
  /** Number of sections. */
  count: number;
  docsPerChunk: number;
  /** Sorted terms; `shardStarts[i]` is the index in `terms` of shard i's first term. */
  terms: string[];
  shardStarts: number[];
  averageFieldLength: number[];
  /**
   * Per section: field lengths in distinct terms (title, parents, content),
   * facet index, heading depth (1..6) and page rank (0 for the API
   * reference, 1 and up for documentation: see pageRankFor), flattened.
   */
  sections: number[];
  /** Distinct [language, docusaurus_tag] pairs that `sections` refers to. */
  facets: Array<[language: string, tag: string]>;
};

/** One shard: MiniSearch index entries `[term, { fieldId: { sectionId: termFrequency } }]`. */
export type IndexShard = Array<[string, Record<string, Record<string, number>>]>;

export const sectionStride = searchFields.length + 3;
/** Where a section's facet, heading depth and page rank sit after its field lengths. */
export const sectionFacet = searchFields.length;
export const sectionDepth = searchFields.length + 1;
export const sectionPageRank = searchFields.length + 2;

export function shardFileName(shard: number): string {
  return `shard-${shard}.json`;
}

export function docsFileName(chunk: number): string {
  return `docs-${chunk}.json`;
}
