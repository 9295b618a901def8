import fs from 'node:fs/promises';
import path from 'node:path';
import { buildSearchIndex, type BuiltIndex } from './buildIndex';
import { indexDirName } from './indexFormat';
import { extractRecords } from './records';
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

/** Every record of every documentation page of a built site, in route order. */
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
  const records: SearchRecord[] = [];
  for (const route of routes) {
    const html = await readPage(outDir, route);
    if (html === null) continue;
    records.push(...extractRecords({ html, url: `${origin}${route}` }));
  }
  return records;
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
