/** The spec limits the search input to 64 characters: the overlay, /search and the engine trim to it. */
export const maxQueryLength = 64;

export const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof levels)[number];

export type Hierarchy = Record<Level, string | null>;

export function emptyHierarchy(lvl0: string | null): Hierarchy {
  return { lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/** The shape the DocSearch crawler writes to Algolia, so that `npm run search:push` reuses it. */
export type SearchRecord = {
  objectID: string;
  url: string;
  type: Exclude<Level, 'lvl0'> | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  weight: { pageRank: number; level: number; position: number };
  /** lvl1 only, not shown: front matter `keywords`, words readers search but the text may lack. */
  keywords?: string[];
  /** lvl1 only, not shown: the words other pages write around links to this page. */
  linkWords?: string;
};
