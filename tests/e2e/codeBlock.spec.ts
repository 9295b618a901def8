import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { darkCodeTheme, lightCodeTheme } from '../../src/config/prism';
import { test, expect, gotoHydrated, isPhone } from './fixtures';
import { buildDir } from '../helpers/built';

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

/** The colour a theme gives Prism's `function` token, as the browser writes it. */
function functionColour(theme: typeof lightCodeTheme): string {
  const colour = theme.styles.find((entry) => entry.types.includes('function'))!.style.color!;
  const hex = /^#(..)(..)(..)$/.exec(colour);
  return hex
    ? `rgb(${hex
        .slice(1)
        .map((part) => parseInt(part, 16))
        .join(', ')})`
    : colour;
}

/** Opens a page the way a reader who chose a colour mode comes back to it. */
async function openIn(page: Page, url: string, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await gotoHydrated(page, url);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

// Code blocks are highlighted on the server, with Prism's token classes and no
// colours: the stylesheet colours the classes for both colour modes
// (src/plugins/codeColours). In the browser, Prism arrives in its own chunk,
// only for code the browser renders itself (src/theme/CodeBlock/Content).

test('the server HTML already has the highlighted code, and it stays after hydration', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/quickstart')).text();
  expect(html).toContain('class="token function"');
  expect(html, 'tokens carry classes, not colours').not.toMatch(
    /class="?token[^>]*style=[^>]*color/,
  );
  expect(html, 'no streamed-in boundaries that need inline scripts').not.toContain('$RC');

  await gotoHydrated(page, '/quickstart');
  const first = page.locator('pre.language-bash').first();
  await expect(first.locator('.token').first()).toBeVisible();
  await expect(first.locator('code')).toContainText('docker');
});

for (const mode of ['light', 'dark'] as const) {
  test(`in ${mode} mode the first page paints the ${mode} code colours and loads no Prism`, async ({
    page,
  }) => {
    const prism = prismScripts();
    expect(prism.size, 'the build has a chunk with the Prism languages').toBeGreaterThan(0);
    // Before any script of the page runs: the colour of the first paint, and a
    // mark on the server's token.
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        const token = document.querySelector('pre.language-bash .token.function');
        if (document.readyState !== 'interactive' || !token) return;
        token.setAttribute('data-server', getComputedStyle(token).color);
      }),
    );
    await openIn(page, '/quickstart', mode);
    const expected = functionColour(mode === 'dark' ? darkCodeTheme : lightCodeTheme);
    const token = page.locator('pre.language-bash .token.function').first();
    await expect(token).toHaveAttribute('data-server', expected);
    await expect(token).toHaveCSS('color', expected);
    await page.waitForLoadState('networkidle');
    expect((await loadedScripts(page)).filter((file) => prism.has(file))).toEqual([]);
    // The lines are the server's own: not replaced, not even by an identical copy.
    await expect(page.locator('pre.language-bash .token[data-server]')).toHaveCount(1);
  });
}

test('switching colour mode recolours the code without Prism, and back', async ({ page }) => {
  test.skip(
    isPhone(page),
    'the switch sits in the navbar on desktop; the phone menu is tested in chrome.spec.ts',
  );
  const prism = prismScripts();
  await gotoHydrated(page, '/quickstart');
  const token = page.locator('pre.language-bash .token.function').first();
  await token.evaluate((element) => element.setAttribute('data-server', ''));
  await expect(token).toHaveCSS('color', functionColour(lightCodeTheme));

  await switchColourMode(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(token).toHaveCSS('color', functionColour(darkCodeTheme));

  await switchColourMode(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(token).toHaveCSS('color', functionColour(lightCodeTheme));
  // The same element throughout: recoloured, not re-highlighted.
  await expect(token).toHaveAttribute('data-server', '');
  expect((await loadedScripts(page)).filter((file) => prism.has(file))).toEqual([]);
});

test('code has enough contrast in dark mode at hydration and 3 s later', async ({ page }) => {
  test.setTimeout(60_000);
  await openIn(page, '/reference/sdks/node', 'dark');
  const contrast = async (): Promise<string[]> => {
    const { violations } = await new AxeBuilder({ page })
      .include('.theme-code-block')
      .withRules(['color-contrast'])
      .analyze();
    return violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
  };
  expect(await contrast(), 'right after hydration').toEqual([]);
  await page.waitForTimeout(3_000);
  expect(await contrast(), '3 s later').toEqual([]);
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
  // Highlighted in the browser: classes again, coloured by the stylesheet.
  await expect(first.locator('.token.function').first()).toHaveCSS(
    'color',
    functionColour(lightCodeTheme),
  );
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
