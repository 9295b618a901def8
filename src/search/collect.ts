import fs from 'node:fs/promises';
import path from 'node:path';
import { buildSearchIndex, type BuiltIndex } from './buildIndex';
import { indexDirName } from './indexFormat';
import { readRouteHtml } from '../plugins/builtPages/routeFiles';
import { extractRecords } from './records';
import { pageKindOf, pageRankFor } from './ranking';
import type { SearchRecord } from './types';

/** Routes that are not documentation: the search page itself, the 404 page, test fixtures. */
export function isSearchableRoute(route: string): boolean {
  return !(route === '/search' || route.startsWith('/test-fixtures') || route.endsWith('404.html'));
}

/**
 * The routes a page's text links to: links inside the Markdown body only
 * (not the navbar, sidebar, breadcrumbs, pagination or footer, which are the
 * same on every page), without anchor, query or trailing slash.
 */
export function linkedRoutes(html: string, origin: string): Set<string> {
  const start = html.indexOf('theme-doc-markdown');
  if (start < 0) return new Set();
  const end = html.indexOf('</article>', start);
  const body = html.slice(start, end < 0 ? undefined : end);
  const routes = new Set<string>();
  for (const match of body.matchAll(/<a\s[^>]*?href=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    const href = match[1] ?? match[2] ?? match[3] ?? '';
    const local = href.startsWith(origin) ? href.slice(origin.length) : href;
    if (!local.startsWith('/') || local.startsWith('//')) continue;
    const route = local.replace(/[#?].*$/, '').replace(/(.)\/$/, '$1');
    if (route) routes.add(route);
  }
  return routes;
}

/** Collects the search records of a built site, one page at a time. */
export function recordCollector(siteUrl: string) {
  const origin = siteUrl.replace(/\/$/, '');
  const pages = new Map<string, SearchRecord[]>();
  const inbound = new Map<string, number>();
  return {
    /** Reads one built page (pages that are not documentation are skipped). */
    add(route: string, html: string): void {
      if (!isSearchableRoute(route) || pages.has(route)) return;
      pages.set(route, extractRecords({ html, url: `${origin}${route}` }));
      if (pageKindOf(route) === 'api') return;
      for (const target of linkedRoutes(html, origin)) {
        if (target !== route) inbound.set(target, (inbound.get(target) ?? 0) + 1);
      }
    },
    /**
     * Every record so far, in route order. Each documentation page's
     * `weight.pageRank` counts the other documentation pages that link to it
     * (see pageRankFor).
     */
    records(): SearchRecord[] {
      return [...pages.keys()].sort().flatMap((route) => {
        const pageRank = pageRankFor(pageKindOf(route), inbound.get(route) ?? 0);
        return pages.get(route)!.map((record) => ({
          ...record,
          weight: { ...record.weight, pageRank },
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

/**
 * Builds the search index of `records` and writes it to its folder of the
 * build, replacing the previous one (the built-pages pipeline, and `npm run
 * search:index` on an existing build).
 */
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
