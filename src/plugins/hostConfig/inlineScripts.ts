import * as cheerio from 'cheerio';

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

const parsed = (page: string | cheerio.CheerioAPI): cheerio.CheerioAPI =>
  typeof page === 'string' ? cheerio.load(page) : page;

/** The text of every inline script a browser would run in a page (its HTML, or the parsed document). */
export function inlineScriptsOf(page: string | cheerio.CheerioAPI): string[] {
  const $ = parsed(page);
  return $('script:not([src])')
    .toArray()
    .filter((element) => isExecutable($(element).attr('type')))
    .map((element) => $(element).text());
}

/**
 * Markup a strict policy blocks that no hash can allow: event-handler attributes (`onclick=...`)
 * and `javascript:` URLs. The built pages must have none.
 */
export function inlineHandlersOf(page: string | cheerio.CheerioAPI): string[] {
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
