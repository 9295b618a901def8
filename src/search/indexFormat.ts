import type { Options as MiniSearchOptions } from 'minisearch';

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

export const indexFormatVersion = 1;
export const indexDirName = 'search-index';

export const searchFields = ['title', 'parents', 'content'] as const;
export type SearchField = (typeof searchFields)[number];

/** Options MiniSearch needs both to write and to read the index. */
export const miniSearchOptions: MiniSearchOptions = {
  fields: [...searchFields],
  idField: 'id',
  processTerm: (term) => {
    const lower = term.toLowerCase();
    return stopWords.has(lower) ? null : lower;
  },
};

/**
 * Words too common to help rank; dropping them keeps shards small. A query
 * made only of them (for example 'how to') still searches its words.
 */
export const stopWords = new Set(
  'a an and are as at be by for from has have in into is it its of on or that the their then there these this to was were will with you your can do does how what why when where which who i my me we our should would could'.split(
    ' ',
  ),
);

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
  /** Per section: field lengths (title, parents, content), facet index and heading depth (1..6), flattened. */
  sections: number[];
  /** Distinct [language, docusaurus_tag] pairs that `sections` refers to. */
  facets: Array<[language: string, tag: string]>;
};

/** One shard: MiniSearch index entries `[term, { fieldId: { sectionId: termFrequency } }]`. */
export type IndexShard = Array<[string, Record<string, Record<string, number>>]>;

export const sectionStride = searchFields.length + 2;

export function shardFileName(shard: number): string {
  return `shard-${shard}.json`;
}

export function docsFileName(chunk: number): string {
  return `docs-${chunk}.json`;
}
