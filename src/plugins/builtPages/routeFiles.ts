import fs from 'node:fs/promises';
import path from 'node:path';

// Docusaurus writes `/a` as `a.html` or `a/index.html` (by `trailingSlash`).
export function routeHtmlCandidates(route: string): string[] {
  const rel = route.replace(/^\/+|\/+$/g, '');
  if (rel.endsWith('.html')) return [rel];
  return rel ? [`${rel}.html`, path.join(rel, 'index.html')] : ['index.html'];
}

export async function routeHtmlFile(outDir: string, route: string): Promise<string | null> {
  for (const candidate of routeHtmlCandidates(route)) {
    const file = path.join(outDir, candidate);
    if ((await fs.stat(file).catch(() => null))?.isFile()) return file;
  }
  return null;
}

export async function readRouteHtml(outDir: string, route: string): Promise<string | null> {
  const file = await routeHtmlFile(outDir, route);
  return file === null ? null : fs.readFile(file, 'utf8');
}
