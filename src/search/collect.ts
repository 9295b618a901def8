import fs from 'node:fs/promises';
import path from 'node:path';
import { buildSearchIndex, type BuiltIndex } from './buildIndex';
import { indexDirName } from './indexFormat';
import { extractRecords } from './records';
import { pageKindOf, pageRankFor } from './ranking';
import type { SearchRecord } from './types';

/** Routes that are not documentation: the search page itself, the 404 page, test fixtures. */
export function isSearchableRoute(route: string): boolean {
  return !(route === '/search' || route.startsWith('/test-fixtures') || route.endsWith('404.html'));
}

/** The built HTML of a route: Docusaurus writes `a.html` or `a/index.html`. */
export async function readPage(outDir: string, route: string): Promise<string | null> {
  const clean = route.replace(/\/$/, '');
  for (const candidate of [`${clean}.html`, `${clean}/index.html`]) {
    try {
      return await fs.readFile(path.join(outDir, candidate), 'utf8');
    } catch {
      // Try the next form: Docusaurus writes `a.html` or `a/index.html`.
    }
  }
  return null;
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

/**
 * Every record of every documentation page of a built site, in route order.
 * Each documentation page's `weight.pageRank` counts the other documentation
 * pages that link to it (see pageRankFor).
 */
export async function collectRecords({
  outDir,
  routesPaths,
  siteUrl,
}: {
  outDir: string;
  routesPaths: string[];
  siteUrl: string;
}): Promise<SearchRecord[]> {
  const routes = [...new Set(routesPaths)].filter(isSearchableRoute).sort();
  const origin = siteUrl.replace(/\/$/, '');
  const pages: Array<{ route: string; html: string }> = [];
  const inbound = new Map<string, number>();
  for (const route of routes) {
    const html = await readPage(outDir, route);
    if (html === null) continue;
    pages.push({ route, html });
    if (pageKindOf(route) === 'api') continue;
    for (const target of linkedRoutes(html, origin)) {
      if (target !== route) inbound.set(target, (inbound.get(target) ?? 0) + 1);
    }
  }
  return pages.flatMap(({ route, html }) =>
    extractRecords({
      html,
      url: `${origin}${route}`,
      pageRank: pageRankFor(pageKindOf(route), inbound.get(route) ?? 0),
    }),
  );
}

/**
 * Builds the search index of a built site and writes it to its folder,
 * replacing the previous one (the search-index plugin after a build, and
 * `npm run search:index` on an existing build).
 */
export async function writeSearchIndex(input: {
  outDir: string;
  routesPaths: string[];
  siteUrl: string;
}): Promise<{ records: number; stats: BuiltIndex['stats'] }> {
  const records = await collectRecords(input);
  const { files, stats } = buildSearchIndex(records);
  const dir = path.join(input.outDir, indexDirName);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  await Promise.all(
    [...files].map(([name, content]) => fs.writeFile(path.join(dir, name), content)),
  );
  return { records: records.length, stats };
}
