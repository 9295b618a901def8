import { launchChromium } from './lib/browser';
import { measureAtIdle } from './lib/firstLoad';
import { fail } from './lib/cli';

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const [base, ...routes] = process.argv.slice(2);
  if (!base || routes.length === 0) {
    throw new Error('usage: tsx scripts/weight-at-idle.ts <base-url> <route>...');
  }
  const browser = await launchChromium();
  try {
    for (const route of routes) {
      const load = await measureAtIdle(browser, new URL(route, base).href);
      console.log(
        `${route}: ${load.js.files + load.css.files} files, JS ${kib(load.js.gzipBytes)} KiB + CSS ${kib(load.css.gzipBytes)} KiB = ${kib(load.totalGzipBytes)} KiB gzip; prefetched for links in view: ${load.prefetch.js.files} files, ${kib(load.prefetch.totalGzipBytes)} KiB`,
      );
    }
  } finally {
    await browser.close();
  }
}

main().catch(fail);
