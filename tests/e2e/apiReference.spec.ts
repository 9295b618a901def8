import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { loadSpec, loadTags, type OperationEntry } from '../../src/api/openapiSpec';
import { languageTabs } from '../../src/config/apiReference';
import { explorerLoadMarginPx } from '../../src/config/apiExplorer';

/**
 * The generated API reference, in Chromium against the production build:
 * one operation of every tag renders its endpoint, parameters, body schema,
 * status codes and request samples; tag pages list their operations; the
 * sidebar groups operations by tag.
 */

const tags = loadTags();
const sharedParameters = loadSpec().components.parameters as Record<string, { name: string }>;

/** The names of an operation's parameters, shared ones resolved. */
function parameterNames(entry: OperationEntry): string[] {
  const list = (entry.operation.parameters ?? []) as { $ref?: string; name?: string }[];
  return list.map(
    (parameter) =>
      parameter.name ?? sharedParameters[parameter.$ref?.split('/').pop() ?? '']?.name ?? '',
  );
}
const base = '/reference/api/unleash';
/** The nine request-sample tabs, labelled by language key. */
const tabLabels = languageTabs.map((tab) => tab.language);
const sampleTabs = (page: Page): Locator =>
  page.locator('.openapi-tabs__code-container').getByRole('tablist').first().getByRole('tab');

/** The most telling operation of a tag: one with parameters and a body, if it has one. */
function sampleOf(operations: OperationEntry[]): OperationEntry {
  const score = (entry: OperationEntry): number =>
    (entry.operation.requestBody ? 2 : 0) + (entry.operation.parameters ? 1 : 0);
  const [best] = operations.slice().sort((a, b) => score(b) - score(a));
  if (!best) throw new Error('a tag without operations');
  return best;
}

test.describe('API operation pages', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop covers the API pages; the phone checks one below');

  for (const tag of tags) {
    const entry = sampleOf(tag.operations);
    test(`${tag.name}: ${entry.slug} shows endpoint, parameters, schemas and responses`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${base}/${entry.slug}`);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText(entry.operation.summary);
      const endpoint = main.locator('.openapi__method-endpoint').first();
      await expect(endpoint).toContainText(entry.method.toUpperCase());
      // The theme shows path parameters in the `:name` form.
      await expect(endpoint).toContainText(entry.path.replace(/\{([^}]+)\}/g, ':$1'));
      await expect(main).toContainText('Authentication:');

      for (const name of parameterNames(entry)) {
        await expect(
          main.locator('.openapi-params__list-item').filter({ hasText: name }).first(),
        ).toBeVisible();
      }
      if (entry.operation.requestBody) {
        await expect(main.getByRole('heading', { name: /^Body/ }).first()).toBeVisible();
      }
      for (const code of Object.keys((entry.operation.responses as object) ?? {})) {
        await expect(main.getByRole('tab', { name: code, exact: true })).toBeVisible();
      }
      // The request panel (lazy, after hydration) offers the nine sample tabs.
      await expect(sampleTabs(page)).toHaveText(tabLabels);
    });
  }

  test('all nine request-sample tabs render code for the endpoint, highlighted', async ({
    page,
  }) => {
    const entry = tags
      .find((tag) => tag.name === 'Features')!
      .operations.find((op) => op.slug === 'create-feature')!;
    await gotoHydrated(page, `${base}/${entry.slug}`);
    const samples = page.locator('.openapi-tabs__code-container');
    expect(tabLabels).toEqual([
      'curl',
      'python',
      'go',
      'nodejs',
      'ruby',
      'csharp',
      'php',
      'java',
      'powershell',
    ]);
    for (const label of tabLabels) {
      await samples.locator(`.openapi-tabs__code-item--${label}`).click();
      await expect(samples.locator(`.openapi-tabs__code-item--${label}`)).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const code = samples.locator('[role="tabpanel"] pre code').first();
      await expect(code).toContainText('/api/admin/projects/default/features');
      await expect(code).toContainText('<your-unleash-url>');
      // Prism knows the language (five of them are registered when the panel loads).
      await expect(code.locator('.token.string').first()).toBeVisible();
    }
  });

  test('deprecated operations are marked and point to their replacement', async ({ page }) => {
    await gotoHydrated(page, `${base}/get-events`);
    const main = page.locator('main');
    await expect(main.getByText('Deprecated.', { exact: false }).first()).toBeVisible();
    await expect(
      main.locator('a[href="/reference/api/unleash/search-events"]').first(),
    ).toBeVisible();
  });
});

test.describe('API tag pages and index', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop covers these');

  for (const tag of tags) {
    test(`the ${tag.name} tag page lists its ${tag.operations.length} operations`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${base}/${tag.slug}`);
      await expect(page.locator('main h1')).toHaveText(tag.name);
      const cards = page.locator('main article a.card');
      await expect(cards).toHaveCount(tag.operations.length);
      for (const entry of tag.operations) {
        await expect(page.locator(`main a.card[href="${base}/${entry.slug}"]`)).toHaveCount(1);
      }
    });
  }

  test('the index lists every tag with its operation count', async ({ page }) => {
    await gotoHydrated(page, base);
    const rows = page.locator('main table tbody tr');
    await expect(rows).toHaveCount(tags.length);
    for (const [index, tag] of tags.entries()) {
      const row = rows.nth(index);
      await expect(row.locator(`a[href="${base}/${tag.slug}"]`)).toHaveText(tag.name);
      await expect(row.locator('td').last()).toHaveText(String(tag.operations.length));
    }
  });

  test('the API sidebar groups operations by tag, with method badges', async ({ page }) => {
    const tag = tags.find((candidate) => candidate.name === 'Segments')!;
    const entry = sampleOf(tag.operations);
    await gotoHydrated(page, `${base}/${entry.slug}`);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.locator('a[href="/api-overview"]')).toHaveText('API overview');
    const tagLinks = sidebar.locator(
      `li.theme-doc-sidebar-item-category-level-1 > div > a[href^="${base}/"]`,
    );
    await expect(tagLinks).toHaveText(tags.map((t) => t.name));
    const current = sidebar.locator('li.theme-doc-sidebar-item-category-level-1').filter({
      has: page.locator(`> div > a[href="${base}/${tag.slug}"]`),
    });
    await expect(current.locator('> ul > li > a')).toHaveCount(tag.operations.length);
    await expect(current.locator(`a[href="${base}/${entry.slug}"]`)).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Method badges come from the generated front matter.
    const badge = current.locator(`li.api-method.${entry.method} > a`).first();
    const label = await badge.evaluate((link) => getComputedStyle(link, '::before').content);
    expect(label.replace(/"/g, '')).toBe(
      entry.method === 'delete' ? 'DEL' : entry.method.toUpperCase(),
    );
  });

  test('the documentation sidebar lists every tag under API reference', async ({ page }) => {
    await gotoHydrated(page, '/api-overview');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const apiCategory = sidebar.locator('li.theme-doc-sidebar-item-category-level-1').filter({
      has: page.locator('> div > a[href="/api-overview"]'),
    });
    const links = apiCategory.locator(`> ul > li > a[href^="${base}"]`);
    await expect(links).toHaveText(['All operations', ...tags.map((t) => t.name)]);
  });
});

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'phone only');
  test('an operation page works on a phone', async ({ page }) => {
    await gotoHydrated(page, `${base}/get-projects`);
    await expect(page.locator('main h1')).toHaveText(
      tags
        .find((tag) => tag.name === 'Projects')!
        .operations.find((op) => op.slug === 'get-projects')!.operation.summary,
    );
    // The request panel comes after the description, and loads as it nears the screen.
    const samples = page.locator('.openapi-tabs__code-container');
    const panel = page.locator('.openapi-right-panel__container').first();
    const panelTop = await panel.evaluate((element) => element.getBoundingClientRect().top);
    if (panelTop > page.viewportSize()!.height + explorerLoadMarginPx) {
      await page.waitForTimeout(500);
      await expect(samples, 'not loaded while far below the screen').toHaveCount(0);
    }
    await panel.scrollIntoViewIfNeeded();
    await expect(samples.getByRole('tab').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
