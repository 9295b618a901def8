/** The production build under test, read from build/. */
import fs from 'node:fs';
import path from 'node:path';
import { buildDir, readSitemap } from '../../scripts/lib/builtSite';
import { routeHtmlCandidates } from '../../src/plugins/builtPages/routeFiles';

export { buildDir, readSitemap };

/** Routes of the pages in the production build under test (the sitemap plus the search page). */
export function builtRoutes(): Set<string> {
  return new Set([...readSitemap().routes, '/search']);
}

/** The HTML file a static host serves for `route` (trailingSlash: false builds `route.html`). */
export function pageFileForRoute(route: string): string | null {
  return (
    routeHtmlCandidates(route)
      .map((rel) => path.join(buildDir, rel))
      .find((file) => fs.existsSync(file)) ?? null
  );
}

/** Every file of the build, as `/`-separated paths relative to build/, sorted. */
export function builtFiles(): string[] {
  return (fs.readdirSync(buildDir, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(buildDir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
