import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, isPhone } from './fixtures';
import { buildDir } from './built';

/** The built scripts that hold Prism's languages (the lazily loaded lines). */
function prismScripts(): Set<string> {
  const dir = path.join(buildDir, 'assets', 'js');
  return new Set(
    fs
      .readdirSync(dir)
      .filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes('./prism-bash')),
  );
}

async function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js'))
      .map((pathname) => pathname.split('/').pop()!),
  );
}

async function switchColourMode(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /Switch between dark and light mode/ })
    .first()
    .click();
}

// Code blocks are highlighted on the server; in the browser, Prism arrives in
// its own chunk after hydration (src/theme/CodeBlock/Content).

test('the server HTML already has the highlighted code, and it stays after hydration', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/quickstart')).text();
  expect(html).toContain('class="token function"');
  expect(html, 'no streamed-in boundaries that need inline scripts').not.toContain('$RC');

  await gotoHydrated(page, '/quickstart');
  const first = page.locator('pre.language-bash').first();
  await expect(first.locator('.token').first()).toBeVisible();
  await expect(first.locator('code')).toContainText('docker');
});

test('in the default colour mode the first page keeps the server highlighting and loads no Prism', async ({
  page,
}) => {
  const prism = prismScripts();
  expect(prism.size, 'the build has a chunk with the Prism languages').toBeGreaterThan(0);
  // Marks the server's first token before any script runs.
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      const token = document.querySelector('pre.language-bash .token');
      if (document.readyState === 'interactive' && token) token.setAttribute('data-server', '');
    }),
  );
  await gotoHydrated(page, '/quickstart');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('pre.language-bash .token').first()).toBeVisible();
  expect((await loadedScripts(page)).filter((file) => prism.has(file))).toEqual([]);
  // The lines are the server's own: not replaced, not even by an identical copy.
  await expect(page.locator('pre.language-bash .token[data-server]')).toHaveCount(1);
});

test('switching colour mode highlights the code in the new mode, and back', async ({ page }) => {
  test.skip(
    isPhone(page),
    'the switch sits in the navbar on desktop; the phone menu is tested in chrome.spec.ts',
  );
  await gotoHydrated(page, '/quickstart');
  const token = page.locator('pre.language-bash .token.function').first();
  const colour = () => token.evaluate((element) => getComputedStyle(element).color);
  const light = await colour();

  await switchColourMode(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(colour).not.toBe(light);

  await switchColourMode(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(colour).toBe(light);
  await expect(page.locator('pre.language-bash').first().locator('code')).toContainText('docker');
});

test('a reader who comes back in dark mode gets the code highlighted in dark colours', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await gotoHydrated(page, '/quickstart');
  const serverColour = await page.evaluate(async () => {
    const html = await (await fetch('/quickstart')).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return (doc.querySelector('pre.language-bash .token.function') as HTMLElement).style.color;
  });
  const token = page.locator('pre.language-bash .token.function').first();
  await expect
    .poll(() => token.evaluate((element) => (element as HTMLElement).style.color))
    .not.toBe(serverColour);
});

test('after a client-side navigation, code is shown at once and then highlighted', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('main a[href="/quickstart"]').first().click();
  await expect(page).toHaveURL(/\/quickstart$/);
  const first = page.locator('pre.language-bash').first();
  await expect(first.locator('code')).toContainText('docker');
  await expect(first.locator('.token').first()).toBeVisible();
  // The page was not reloaded: the navigation ran in the browser.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('the copy button copies the code of a highlighted block', async ({
  page,
  context,
  browserName,
}) => {
  test.skip(browserName !== 'chromium', 'clipboard permissions are Chromium-only');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/quickstart');
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', { name: /copy/i }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^docker network create unleash\n/);
  expect(copied).toContain('\n  postgres:16\n');
  expect(copied, 'the text, not the markup of the highlighted lines').not.toContain('token');
});
