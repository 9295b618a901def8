import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { buildDir } from '../helpers/built';

const markdownFile = (name: string): string =>
  fs.readFileSync(path.join(buildDir, `${name}.md`), 'utf8');

const clipboardText = (page: Page): Promise<string> =>
  page.evaluate(() => navigator.clipboard.readText());

function copyButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Copy page as Markdown' });
}

/** The live region next to the button that announces what happened. */
function copyStatus(page: Page): Locator {
  return copyButton(page).locator('xpath=..').getByRole('status');
}

test.describe('Markdown for AI tools', () => {
  test('llms.txt, llms-full.txt and the .md copies are served as text, not redirected', async ({
    request,
  }) => {
    const index = await request.get('/llms.txt', { maxRedirects: 0 });
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const indexText = await index.text();
    expect(indexText).toMatch(/^# Unleash documentation\n\n> /);
    expect(indexText).toMatch(/^- \[Quickstart\]\(https?:\/\/[^)]+\/quickstart\.md\): /m);

    const full = await request.get('/llms-full.txt', { maxRedirects: 0 });
    expect(full.status()).toBe(200);
    expect(full.headers()['content-type']).toBe('text/plain; charset=utf-8');

    for (const name of ['quickstart', 'reference/api/unleash', 'reference/api/unleash/add-tag']) {
      const response = await request.get(`/${name}.md`, { maxRedirects: 0 });
      expect(response.status(), name).toBe(200);
      expect(response.headers()['content-type'], name).toBe('text/markdown; charset=utf-8');
      expect(await response.text(), name).toBe(markdownFile(name));
    }
    expect(markdownFile('quickstart')).toMatch(/^# Quickstart\n/);
    expect(markdownFile('reference/api/unleash/add-tag')).toContain('## Responses');
  });

  test('doc pages offer Copy page and View as Markdown; other pages do not', async ({ page }) => {
    await gotoHydrated(page, '/quickstart');
    const button = copyButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveText('Copy page');
    const view = page.getByRole('link', { name: 'View as Markdown' });
    await expect(view).toHaveAttribute('href', '/quickstart.md');
    // Both fit the viewport next to (or under) the breadcrumbs, on a phone too.
    const width = page.viewportSize()?.width ?? 0;
    for (const control of [button, view]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }

    for (const route of ['/', '/search', '/this/page/does-not-exist']) {
      await gotoHydrated(page, route);
      await expect(page.locator('#__docusaurus')).toBeVisible();
      await expect(copyButton(page), route).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'View as Markdown' }), route).toHaveCount(0);
    }
  });

  test('Copy page puts the page as Markdown on the clipboard and says so', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/quickstart');
    await expect(copyStatus(page)).toHaveText('');
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveText('Copied');
    await expect(copyStatus(page)).toHaveText('Page copied as Markdown.');
    expect(await clipboardText(page)).toBe(markdownFile('quickstart'));
    // The button returns to its resting state.
    await expect(copyButton(page)).toHaveText('Copy page', { timeout: 6_000 });
  });

  test('Copy page works from the keyboard on an API operation page', async ({ page, context }) => {
    // API pages load the OpenAPI theme, several times the JavaScript of a plain doc page.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/reference/api/unleash/add-tag');
    await copyButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(copyStatus(page)).toHaveText('Page copied as Markdown.');
    expect(await clipboardText(page)).toBe(markdownFile('reference/api/unleash/add-tag'));
  });

  test('when the Markdown cannot be fetched, Copy page says it failed and leaves the clipboard alone', async ({
    page,
    context,
    console,
  }) => {
    console.allow(/Failed to load resource: the server responded with a status of 503/);
    console.allow(/Failed to load resource: net::ERR_FAILED/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/quickstart');
    await page.evaluate(() => navigator.clipboard.writeText('left alone'));

    await page.route('**/quickstart.md', (route) => route.fulfill({ status: 503, body: 'down' }));
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveText('Copy failed');
    await expect(copyStatus(page)).toHaveText(
      'Could not copy the page. Use View as Markdown instead.',
    );
    expect(await clipboardText(page)).toBe('left alone');

    // A network error, on a fresh page so the message cannot be the one from before.
    await page.unroute('**/quickstart.md');
    let aborted = 0;
    await page.route('**/quickstart.md', (route) => {
      aborted += 1;
      return route.abort('failed');
    });
    await gotoHydrated(page, '/quickstart');
    await expect(copyStatus(page)).toHaveText('');
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveText('Copy failed');
    expect(aborted).toBe(1);
    await expect(copyStatus(page)).toHaveText(
      'Could not copy the page. Use View as Markdown instead.',
    );
    expect(await clipboardText(page)).toBe('left alone');

    // With the network back, the next click copies.
    await page.unroute('**/quickstart.md');
    await copyButton(page).click();
    await expect(copyStatus(page)).toHaveText('Page copied as Markdown.');
    expect(await clipboardText(page)).toBe(markdownFile('quickstart'));
  });

  test('when the clipboard refuses, Copy page says it failed without throwing', async ({
    page,
  }) => {
    await gotoHydrated(page, '/quickstart');
    await page.evaluate(() => {
      const refuse = (): Promise<never> =>
        Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { write: refuse, writeText: refuse },
      });
    });
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveText('Copy failed');
    await expect(copyStatus(page)).toHaveText(
      'Could not copy the page. Use View as Markdown instead.',
    );
  });
});
