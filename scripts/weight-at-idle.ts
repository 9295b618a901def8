/**
 * The JavaScript and CSS a page loads until the network is idle, with no
 * interaction (after hydration, until 3 s pass with no new request):
 * `tsx scripts/weight-at-idle.ts <base-url> <build-dir> <route>...`
 * (serve the build first, e.g. `tsx scripts/serve.ts --port 3530`). Unlike
 * scripts/lib/firstLoad.ts, which counts what hydration needs, this counts
 * everything the page asks for on its own (lazy chunks such as a diagram
 * renderer included). Sizes are gzip level 9 of the built files.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/browser';

async function main(): Promise<void> {
  const [base, dir, ...routes] = process.argv.slice(2);
  if (!base || !dir || routes.length === 0) {
    throw new Error('usage: tsx scripts/weight-at-idle.ts <base-url> <build-dir> <route>...');
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(new URL(route, base).href);
      // Scripts start after paint (src/plugins/pageWeight), so wait for
      // hydration, then until no new file was asked for in 3 s.
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      let seen = -1;
      for (;;) {
        await page.waitForLoadState('networkidle');
        const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
        if (count === seen) break;
        seen = count;
        await page.waitForTimeout(3000);
      }
      const files = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && /\.(js|css)$/.test(url.pathname))
          .map((url) => url.pathname),
      );
      let js = 0;
      let css = 0;
      for (const file of new Set(files)) {
        const bytes = zlib.gzipSync(fs.readFileSync(path.join(dir, decodeURIComponent(file))), {
          level: 9,
        }).length;
        if (file.endsWith('.css')) css += bytes;
        else js += bytes;
      }
      const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
      console.log(
        `${route}: ${files.length} files, JS ${kib(js)} KiB + CSS ${kib(css)} KiB = ${kib(js + css)} KiB gzip`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
