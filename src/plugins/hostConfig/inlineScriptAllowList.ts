// The policy allows the site's own inline scripts by hash, each named here; the build fails on any
// other (an MDX `<script>`, a title that closes a data script, a plugin's new script).
import type { HtmlTags, LoadedPlugin } from '@docusaurus/types';
import * as cheerio from 'cheerio';
import { redirectPageScripts } from '../clientRedirects/redirectPage';
import { afterPaintLoader } from '../pageWeight/afterPaint/afterPaint';

const pluginInlineScripts: Record<string, string> = {
  'docusaurus-theme-classic':
    'colour mode and announcement-bar state from storage, data attributes from the query string',
};

export const ownInlineScripts = [
  { name: 'after-paint script loader (src/plugins/pageWeight)', text: afterPaintLoader },
  {
    name: 'redirect page, carrying the query and anchor over (src/plugins/clientRedirects)',
    text: redirectPageScripts.forwarding,
  },
  {
    name: 'redirect page to a target with its own anchor (src/plugins/clientRedirects)',
    text: redirectPageScripts.plain,
  },
];

function scriptsOfTags(tags: HtmlTags | undefined): string[] {
  return [tags ?? []].flat().flatMap((tag) => {
    if (typeof tag === 'string') return inlineScriptsOf(tag);
    if (tag.tagName !== 'script' || tag.attributes?.src) return [];
    return [tag.innerHTML ?? ''];
  });
}

/** Every inline script the site may write, as the build's HTML `minify` leaves it in the pages. */
export async function allowedInlineScripts({
  plugins,
  minify,
}: {
  plugins: Pick<LoadedPlugin, 'name' | 'content' | 'injectHtmlTags'>[];
  minify: (html: string) => Promise<string>;
}): Promise<{ name: string; text: string }[]> {
  const allowed = [...ownInlineScripts];
  const unnamed: string[] = [];
  for (const plugin of plugins) {
    const tags = plugin.injectHtmlTags?.({ content: plugin.content });
    const scripts = [tags?.headTags, tags?.preBodyTags, tags?.postBodyTags].flatMap(scriptsOfTags);
    const purpose = pluginInlineScripts[plugin.name];
    if (purpose === undefined) {
      if (scripts[0] !== undefined) unnamed.push(`${plugin.name}: ${preview(scripts[0])}`);
      continue;
    }
    for (const script of scripts) {
      const page = await minify(
        `<!DOCTYPE html><html><head></head><body><script>${script}</script></body></html>`,
      );
      for (const text of inlineScriptsOf(page))
        allowed.push({ name: `${plugin.name}: ${purpose}`, text });
    }
  }
  if (unnamed.length > 0) {
    throw new Error(
      'host-config: a plugin injects an inline script that src/plugins/hostConfig/inlineScriptAllowList.ts ' +
        `does not name. Add it to pluginInlineScripts if the site means it:\n  ${unnamed.join('\n  ')}`,
    );
  }
  return allowed;
}

const preview = (script: string): string => {
  const flat = script.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 160)}…` : flat;
};

export function unlistedInlineScripts(html: string, allowed: Set<string>): string[] {
  const $ = cheerio.load(html);
  const brokenDataScripts = $('script[type="application/ld+json"]')
    .toArray()
    .map((element) => $(element).text())
    .filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    });
  return [
    ...inlineScriptsOf($)
      .filter((script) => !allowed.has(script))
      .map((script) => `an inline script the site does not write: ${preview(script)}`),
    ...brokenDataScripts.map((text) => `a JSON-LD script that is not JSON: ${preview(text)}`),
  ];
}

const executableType =
  /^(?:module|text\/(?:jscript|livescript|javascript1\.[0-5])|(?:text|application)\/(?:x-)?(?:java|ecma)script)?$/;
const isExecutable = (type = ''): boolean =>
  executableType.test(type.split(';')[0]!.trim().toLowerCase());

export function inlineScriptsOf(page: string | cheerio.CheerioAPI): string[] {
  const $ = typeof page === 'string' ? cheerio.load(page) : page;
  return $('script:not([src])')
    .toArray()
    .filter((element) => isExecutable($(element).attr('type')))
    .map((element) => $(element).text());
}

/** What no hash can allow: event-handler attributes and `javascript:` URLs. */
export function inlineHandlersOf(page: string | cheerio.CheerioAPI): string[] {
  const $ = typeof page === 'string' ? cheerio.load(page) : page;
  const found: string[] = [];
  $('*').each((_index, element) => {
    // Every element: `<script>` and `<style>` have types of their own, not 'tag'.
    if (!('attribs' in element)) return;
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on[a-z]+$/i.test(name)) found.push(`<${element.name} ${name}>`);
      if (/^(?:href|src|action|formaction)$/i.test(name) && /^\s*javascript:/i.test(value)) {
        found.push(`<${element.name} ${name}="javascript:...">`);
      }
    }
  });
  return found;
}
