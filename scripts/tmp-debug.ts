import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/browser';
(async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto('http://127.0.0.1:3720/reference/api/unleash/create-feature');
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  for (const l of ['python', 'go', 'nodejs', 'ruby', 'csharp', 'php']) {
    const t = Date.now();
    await page.locator(`.openapi-tabs__code-item--${l}`).click({ timeout: 8000 }).catch((e) => console.log('fail', l, String(e).slice(0, 300)));
    console.log(l, Date.now() - t, 'ms');
  }
  const t = Date.now();
  console.log(await page.evaluate(() => document.querySelectorAll('*').length), Date.now() - t);
  await browser.close();
})();
