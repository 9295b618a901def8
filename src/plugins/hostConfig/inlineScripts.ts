import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';

/** `type` values under which a browser runs a script (anything else, such as JSON-LD, is data). */
function isExecutable(type: string | undefined): boolean {
  const essence = (type ?? '').split(';')[0]!.trim().toLowerCase();
  return (
    essence === '' ||
    essence === 'module' ||
    /^(?:text|application)\/(?:x-)?(?:javascript|ecmascript)$/.test(essence) ||
    /^text\/javascript1\.[0-5]$/.test(essence) ||
    essence === 'text/jscript' ||
    essence === 'text/livescript'
  );
}

const parsed = (page: string | CheerioAPI): CheerioAPI =>
  typeof page === 'string' ? cheerio.load(page) : page;

/** The text of every inline script a browser would run in a page (its HTML, or the parsed document). */
export function inlineScriptsOf(page: string | CheerioAPI): string[] {
  const $ = parsed(page);
  return $('script:not([src])')
    .toArray()
    .filter((element) => isExecutable($(element).attr('type')))
    .map((element) => $(element).text());
}

/**
 * Markup a strict policy blocks that has no hash to allow it: event-handler
 * attributes (`onclick=...`) and `javascript:` URLs. The built pages must have none.
 */
export function inlineHandlersOf(page: string | CheerioAPI): string[] {
  const $ = parsed(page);
  const found: string[] = [];
  $('*').each((_index, element) => {
    if (element.type !== 'tag') return;
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on[a-z]+$/i.test(name)) found.push(`<${element.name} ${name}>`);
      if (/^(?:href|src|action|formaction)$/i.test(name) && /^\s*javascript:/i.test(value)) {
        found.push(`<${element.name} ${name}="javascript:...">`);
      }
    }
  });
  return found;
}

/** The files Docusaurus may write for a route (`/a` is `a.html` or `a/index.html`, `/404.html` itself). */
export function routeHtmlCandidates(route: string): string[] {
  const rel = route.replace(/^\/+|\/+$/g, '');
  if (rel.endsWith('.html')) return [rel];
  return rel ? [`${rel}.html`, path.join(rel, 'index.html')] : ['index.html'];
}

/** The HTML file Docusaurus writes for a route. */
export async function routeHtmlFile(outDir: string, route: string): Promise<string | null> {
  for (const candidate of routeHtmlCandidates(route)) {
    const file = path.join(outDir, candidate);
    try {
      if ((await fs.stat(file)).isFile()) return file;
    } catch {
      // Not this form: try the next.
    }
  }
  return null;
}

export async function readRouteHtml(outDir: string, route: string): Promise<string | null> {
  const file = await routeHtmlFile(outDir, route);
  return file === null ? null : fs.readFile(file, 'utf8');
}
