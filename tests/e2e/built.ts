import fs from 'node:fs';
import path from 'node:path';

export const buildDir = path.join(__dirname, '..', '..', 'build');

/** The build's sitemap: its XML and the route of each entry, in order. */
export function readSitemap(): { xml: string; routes: string[] } {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  return { xml, routes };
}

/** Routes of the pages in the production build under test (the sitemap plus the search page). */
export function builtRoutes(): Set<string> {
  return new Set([...readSitemap().routes, '/search']);
}
