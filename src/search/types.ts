/** lvl0 is the section, lvl1 the page title. */
export const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof levels)[number];

export type Hierarchy = Record<Level, string | null>;

export function emptyHierarchy(lvl0: string | null): Hierarchy {
  return { lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/**
 * One searchable record in the shape the DocSearch crawler writes to Algolia,
 * so the same records serve the built-in index and `npm run search:push`.
 */
export type SearchRecord = {
  objectID: string;
  /** Absolute URL of the page, with the anchor of the nearest heading. */
  url: string;
  /** `lvl1`..`lvl6` for a heading record, `content` for a paragraph, list item or table row. */
  type: Exclude<Level, 'lvl0'> | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** What DocSearch's ranking reads: headings above text, earlier above later. */
  weight: { pageRank: number; level: number; position: number };
  /** lvl1 only: front matter `keywords`, words readers search but the text may lack. Not shown. */
  keywords?: string[];
  /** lvl1 only: the words other pages write around links to this page (./collect.ts). Not shown. */
  linkWords?: string;
};
