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

/** The first line of an API operation page, indexed with its heading to find it by path. */
export const endpointLine = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+\/\S*$/;
