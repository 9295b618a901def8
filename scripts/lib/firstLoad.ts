/**
 * What a page downloads before it can hydrate: the JavaScript and CSS that
 * React needs to make the server-rendered HTML interactive, measured in Chromium.
 *
 * Measuring by timing alone is not repeatable: a chunk that the page loads
 * after hydration (a lazily loaded component, a prefetch) can finish just
 * before or just after React, depending on the machine. So every script and
 * stylesheet that the HTML does not name is held back for `holdMs`. If
 * hydration needs one of them, hydration waits for it and it counts; if not,
 * hydration ends first and it does not. Sizes are gzip level 9 of the files.
 */
import type { Browser } from '@playwright/test';
import { waitForHydration } from './browser';
import { gzipSize } from './builtSite';
import { afterPaintScripts } from '../../src/plugins/pageWeight/afterPaint';

export type Weight = { files: number; rawBytes: number; gzipBytes: number };
export type FirstLoad = {
  js: Weight;
  css: Weight;
  totalGzipBytes: number;
  /** Each file counted, with its gzip size, largest first. */
  detail: { file: string; gzipBytes: number }[];
};

// Long enough that a held file never lands before hydration on a busy machine.
const holdMs = 10_000;

/** The scripts and stylesheets an HTML page names itself, in tags or for its after-paint loader. */
export function assetsNamedBy(html: string, pageUrl: string): Set<string> {
  const named = new Set<string>();
  const tagged = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)=["']?([^"'\s>]+)/g)];
  for (const file of [...tagged.map((match) => match[1]!), ...afterPaintScripts(html)]) {
    const url = new URL(file, pageUrl);
    if (/\.(js|css)$/.test(url.pathname)) named.add(url.href);
  }
  return named;
}

export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const html = await (await fetch(url)).text();
  const named = assetsNamedBy(html, url);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(/\.(js|css)(\?.*)?$/, async (route) => {
    if (!named.has(route.request().url())) await new Promise((r) => setTimeout(r, holdMs));
    await route.continue();
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hasHydrated === 'true') {
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, childList: true });
  });
  await page.goto(url);
  await waitForHydration(page);
  const urls = await page.evaluate(() => {
    const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
    return performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => entry.responseEnd <= hydratedAt)
      .map((entry) => entry.name)
      .filter((name) => /\.(js|css)$/.test(new URL(name).pathname));
  });
  await context.close();

  const weights = {
    js: { files: 0, rawBytes: 0, gzipBytes: 0 },
    css: { files: 0, rawBytes: 0, gzipBytes: 0 },
  };
  const detail: FirstLoad['detail'] = [];
  for (const file of new Set(urls)) {
    const body = Buffer.from(await (await fetch(file)).arrayBuffer());
    const gzipBytes = gzipSize(body);
    const weight = file.endsWith('.css') ? weights.css : weights.js;
    weight.files += 1;
    weight.rawBytes += body.length;
    weight.gzipBytes += gzipBytes;
    detail.push({ file: new URL(file).pathname, gzipBytes });
  }
  detail.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { ...weights, totalGzipBytes: weights.js.gzipBytes + weights.css.gzipBytes, detail };
}
