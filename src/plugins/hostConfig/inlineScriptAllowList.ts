/**
 * The inline scripts the Content-Security-Policy allows by hash: the ones the site writes itself,
 * each by name. A script that content smuggles into a page (an MDX `<script>`, or a title that
 * closes a data script and opens its own) has no hash and does not run; the build fails on it
 * first (`unlistedInlineScripts`), and also when a plugin injects an inline script not named here.
 */
import type { LoadedPlugin } from '@docusaurus/types';
import * as cheerio from 'cheerio';
import { redirectPageScripts } from '../clientRedirects/redirectPage';
import { afterPaintLoader } from '../pageWeight/afterPaint/afterPaint';
import { inlineScriptsOf } from './inlineScripts';

type AllowedInlineScript = { name: string; text: string };

/**
 * Plugins whose `injectHtmlTags` may put inline scripts on every page, and what those scripts do.
 * Docusaurus minifies them with the page, so the pages hold the minified text.
 */
const pluginInlineScripts: Record<string, string> = {
  'docusaurus-theme-classic':
    'colour mode and announcement-bar state from storage, data attributes from the query string',
};

/** Scripts our own plugins write into the built pages, with their exact text. */
export const ownInlineScripts: AllowedInlineScript[] = [
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

/** The inline scripts in one set of tags a plugin injects (objects or HTML strings). */
function scriptsOfTags(tags: unknown): string[] {
  return [tags ?? []].flat().flatMap((tag: unknown) => {
    if (typeof tag === 'string') return inlineScriptsOf(tag);
    const object = tag as { tagName?: string; attributes?: { src?: unknown }; innerHTML?: string };
    if (object.tagName !== 'script' || object.attributes?.src) return [];
    return [object.innerHTML ?? ''];
  });
}

/** Every inline script the site may write, as the build's HTML `minify` leaves it in the pages. */
export async function allowedInlineScripts({
  plugins,
  minify,
}: {
  plugins: Pick<LoadedPlugin, 'name' | 'content' | 'injectHtmlTags'>[];
  minify: (html: string) => Promise<string>;
}): Promise<AllowedInlineScript[]> {
  const allowed = [...ownInlineScripts];
  const unnamed: string[] = [];
  for (const plugin of plugins) {
    const tags = plugin.injectHtmlTags?.({ content: plugin.content });
    if (!tags) continue;
    const scripts = [tags.headTags, tags.preBodyTags, tags.postBodyTags].flatMap(scriptsOfTags);
    if (scripts.length === 0) continue;
    const purpose = pluginInlineScripts[plugin.name];
    if (purpose === undefined) {
      unnamed.push(`${plugin.name}: ${preview(scripts[0]!)}`);
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

/** Data scripts (JSON-LD) must hold one JSON value: anything else means content broke out of them. */
function brokenDataScripts($: cheerio.CheerioAPI): string[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((element) => {
      const text = $(element).text();
      try {
        JSON.parse(text);
        return [];
      } catch {
        return [`a JSON-LD script that is not JSON: ${preview(text)}`];
      }
    });
}

/** What in a page the policy would not allow: unlisted inline scripts and broken data scripts. */
export function unlistedInlineScripts(html: string, allowed: Set<string>): string[] {
  const $ = cheerio.load(html);
  return [
    ...inlineScriptsOf($)
      .filter((script) => !allowed.has(script))
      .map((script) => `an inline script the site does not write: ${preview(script)}`),
    ...brokenDataScripts($),
  ];
}
