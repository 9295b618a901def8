import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from '@playwright/test';
import { waitForHydration } from './browser';
import { gzipSize } from './builtSite';
import { afterPaintScripts } from '../../src/plugins/pageWeight/afterPaint/afterPaint';

type Weight = { files: number; rawBytes: number; gzipBytes: number };
export type FirstLoad = {
  js: Weight;
  css: Weight;
  totalGzipBytes: number;
  detail: { file: string; gzipBytes: number }[];
};

// Whether a lazy chunk lands before hydration varies by machine, so files the HTML does not name
// are held back this long (too long to land first on a busy machine): they count if hydration waits.
const holdMs = 10_000;

export function assetsNamedBy(html: string, pageUrl: string): Set<string> {
  const tagged = html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)=["']?([^"'\s>]+)/g);
  const files = [...Array.from(tagged, (match) => match[1]!), ...afterPaintScripts(html)];
  const urls = files.map((file) => new URL(file, pageUrl));
  return new Set(urls.filter((url) => /\.(js|css)$/.test(url.pathname)).map((url) => url.href));
}

export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const named = assetsNamedBy(await (await fetch(url)).text(), url);
  const page = await browser.newPage(); // a fresh context, closed with the page
  await page.route(/\.(js|css)(\?.*)?$/, async (route) => {
    if (!named.has(route.request().url())) await sleep(holdMs);
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
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.responseEnd <= hydratedAt)
      .map((entry) => entry.name)
      .filter((name) => /\.(js|css)$/.test(new URL(name).pathname));
  });
  await page.close();
  return weigh(urls);
}

// Chunks prefetched for links in view (`<link rel="prefetch">`) are reported apart.
export async function measureAtIdle(
  browser: Browser,
  url: string,
  quietMs = 3000,
): Promise<FirstLoad & { prefetch: FirstLoad }> {
  const page = await browser.newPage(); // a fresh context, closed with the page
  await page.goto(url);
  await waitForHydration(page);
  let seen = -1;
  for (;;) {
    await page.waitForLoadState('networkidle');
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count === seen) break;
    seen = count;
    await page.waitForTimeout(quietMs);
  }
  const { loaded, prefetched } = await page.evaluate(() => ({
    loaded: performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).origin === location.origin)
      .filter((name) => /\.(js|css)$/.test(new URL(name).pathname)),
    prefetched: Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'),
      (link) => link.href,
    ),
  }));
  await page.close();
  const speculative = new Set(prefetched);
  const own = await weigh(loaded.filter((file) => !speculative.has(file)));
  return { ...own, prefetch: await weigh(loaded.filter((file) => speculative.has(file))) };
}

async function weigh(urls: string[]): Promise<FirstLoad> {
  const none = (): Weight => ({ files: 0, rawBytes: 0, gzipBytes: 0 });
  const weights = { js: none(), css: none() };
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
