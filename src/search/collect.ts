import fs from 'node:fs/promises';
import { load, type CheerioAPI } from 'cheerio';
import path from 'node:path';
import { indexTerms } from './analyze';
import { buildSearchIndex, type BuiltIndex } from './buildIndex';
import { indexDirName } from './indexFormat';
import { readRouteHtml } from '../plugins/builtPages/routeFiles';
import { extractRecords, normalizeText } from './records';
import { pageKindOf, pageRankFor } from './ranking';
import type { SearchRecord } from './types';

/** Routes that are not documentation: the search page itself, the 404 page, test fixtures. */
function isSearchableRoute(route: string): boolean {
  return !(route === '/search' || route.startsWith('/test-fixtures') || route.endsWith('404.html'));
}

/** A link's surroundings longer than this describe the linking page more than the linked one. */
const maxContextWords = 80;
/**
 * How many of those words a page keeps, those most linking pages use first: a page linked from
 * everywhere would otherwise collect enough words to match any question.
 */
const maxLinkWords = 100;

/**
 * The links of a page's Markdown body (the navbar, sidebar and footer are the same on every
 * page), as the route they point to and the text of the list item, paragraph or table cell
 * around them, when short: the words another writer used for the linked page.
 */
export function bodyLinks(
  $: CheerioAPI,
  origin: string,
): Array<{ route: string; context: string }> {
  const links: Array<{ route: string; context: string }> = [];
  $('article .theme-doc-markdown a[href]').each((_, element) => {
    const link = $(element);
    const href = link.attr('href') ?? '';
    const local = href.startsWith(origin) ? href.slice(origin.length) : href;
    if (!local.startsWith('/') || local.startsWith('//')) return;
    const route = local.replace(/[#?].*$/, '').replace(/(.)\/$/, '$1');
    const block = link.closest('li, p, td');
    const context = normalizeText((block.length > 0 ? block : link).text());
    if (route) {
      links.push({ route, context: context.split(' ').length <= maxContextWords ? context : '' });
    }
  });
  return links;
}

export function recordCollector(siteUrl: string) {
  const origin = siteUrl.replace(/\/$/, '');
  const pages = new Map<string, SearchRecord[]>();
  const inbound = new Map<string, number>();
  /** The words around links to a page, from the other documentation pages. */
  const linkWords = new Map<string, Map<string, number>>();
  return {
    /** Reads one built page (pages that are not documentation are skipped). */
    add(route: string, html: string): void {
      if (!isSearchableRoute(route) || pages.has(route)) return;
      const document = load(html);
      // Read before extractRecords, which removes the parts it does not index.
      const links = pageKindOf(route) === 'api' ? [] : bodyLinks(document, origin);
      pages.set(route, extractRecords({ html, url: `${origin}${route}`, document }));
      for (const target of new Set(links.map((link) => link.route))) {
        if (target !== route) inbound.set(target, (inbound.get(target) ?? 0) + 1);
      }
      const words = new Map<string, Set<string>>();
      for (const { route: target, context } of links) {
        if (target === route || !context) continue;
        const set = words.get(target) ?? new Set<string>();
        for (const word of context.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
          if (indexTerms(word).length > 0) set.add(word);
        }
        words.set(target, set);
      }
      for (const [target, set] of words) {
        const counts = linkWords.get(target) ?? new Map<string, number>();
        for (const word of set) counts.set(word, (counts.get(word) ?? 0) + 1);
        linkWords.set(target, counts);
      }
    },
    /**
     * Every record so far, in route order, with `weight.pageRank` from the links to the page
     * and, on its title record, the words around those links: readers' words for the page
     * that its own text may not use ('fit together' for the anatomy page).
     */
    records(): SearchRecord[] {
      return [...pages.keys()].sort().flatMap((route) => {
        const pageRank = pageRankFor(pageKindOf(route), inbound.get(route) ?? 0);
        const around = [...(linkWords.get(route) ?? [])]
          .sort((a, b) => b[1] - a[1])
          .slice(0, maxLinkWords)
          .map(([word]) => word)
          .join(' ');
        return pages.get(route)!.map((record) => ({
          ...record,
          weight: { ...record.weight, pageRank },
          ...(record.type === 'lvl1' && around ? { linkWords: around } : {}),
        }));
      });
    },
  };
}

/** The records of the pages of a finished build (`npm run search:index`, `npm run search:push`). */
export async function collectRecords(
  outDir: string,
  routesPaths: string[],
  siteUrl: string,
): Promise<SearchRecord[]> {
  const collector = recordCollector(siteUrl);
  for (const route of routesPaths) {
    const html = await readRouteHtml(outDir, route);
    if (html !== null) collector.add(route, html);
  }
  return collector.records();
}

/** Builds the search index of `records` into its folder of the build, replacing the previous one. */
export async function writeSearchIndex(
  outDir: string,
  records: SearchRecord[],
): Promise<BuiltIndex['stats']> {
  const { files, stats } = buildSearchIndex(records);
  const dir = path.join(outDir, indexDirName);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  await Promise.all(
    [...files].map(([name, content]) => fs.writeFile(path.join(dir, name), content)),
  );
  return stats;
}
