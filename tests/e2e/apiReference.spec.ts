import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { idleBudgetsKB } from '../../scripts/lib/budgets';
import { measureAtIdle } from '../../scripts/lib/firstLoad';
import { loadSpec, loadTags, type OperationEntry } from '../../src/api/openapiSpec';
import { languageTabs } from '../../src/config/apiReference';

/**
 * The generated API reference, in Chromium against the production build:
 * one operation of every tag renders its endpoint, parameters, body schema,
 * status codes and request samples; an operation page is complete without
 * JavaScript and light with it (the request explorer and its code generators
 * load only when the reader opens it, and then show the same samples); tag
 * pages list their operations; the sidebar groups operations by tag.
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
      // The nine sample tabs come with the page.
      await expect(sampleTabs(page)).toHaveText(tabLabels);
    });
  }

  test('all nine request-sample tabs render code for the endpoint, highlighted', async ({
    page,
  }) => {
    test.setTimeout(60_000);
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
      const code = samples.locator('[role="tabpanel"]:not([hidden]) pre code');
      await expect(code).toContainText('/api/admin/projects/default/features');
      await expect(code).toContainText('<your-unleash-url>');
      // Highlighted on the server, in every language.
      await expect(code.locator('.token.string').first()).toBeVisible();
    }
  });

  test('React takes the schema column over when the reader reaches for it, by pointer or keyboard', async ({
    page,
  }) => {
    const slug = 'create-feature';
    const codes = Object.keys(entryOf(slug).operation.responses as object);
    expect(codes.length).toBeGreaterThan(1);
    const column = page.locator('.openapi-left-panel__container');
    const managedByReact = (): Promise<boolean> =>
      column
        .locator('details')
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    const statusTab = (code: string): Locator =>
      column.getByRole('tab', { name: code, exact: true });

    // Pointer: the hydrated page has left the column as the server wrote it;
    // a click on a status code still switches the tab.
    await gotoHydrated(page, `${base}/${slug}`);
    expect(await managedByReact()).toBe(false);
    await expect(column.locator('.openapi-params__list-item').first()).toBeVisible();
    await statusTab(codes[1]!).click();
    await expect(statusTab(codes[1]!)).toHaveAttribute('aria-selected', 'true');
    expect(await managedByReact()).toBe(true);

    // Keyboard: the focus that moved into the column stays where it was; the
    // arrow keys then move between the tabs, and Enter selects one.
    await gotoHydrated(page, `${base}/${slug}`);
    expect(await managedByReact()).toBe(false);
    await statusTab(codes[0]!).focus();
    await expect(statusTab(codes[0]!)).toBeFocused();
    expect(await managedByReact()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(statusTab(codes[1]!)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(statusTab(codes[1]!)).toHaveAttribute('aria-selected', 'true');
  });

  test('a response example renders when its tab is chosen; the HTML holds only the schema beside it', async ({
    page,
    browser,
  }) => {
    const slug = 'create-feature';
    const code = Object.keys(entryOf(slug).operation.responses as object)[0]!;
    // Without JavaScript: each body's schema tab is there, its examples (hidden behind their tabs) are not.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${base}/${slug}`);
    const schemaTabs = plain.locator('.openapi-tabs__schema-container');
    expect(await schemaTabs.count()).toBeGreaterThan(1);
    await expect(schemaTabs.getByRole('tab', { name: /^Example/ }).first()).toBeAttached();
    await expect(schemaTabs.locator('[role="tabpanel"][hidden]')).toHaveCount(0);
    await expect(schemaTabs.locator('details').first()).toBeVisible();
    await noScript.close();

    await gotoHydrated(page, `${base}/${slug}`);
    const column = page.locator('.openapi-left-panel__container');
    const responses = column.locator('.openapi-tabs__container').filter({
      has: page.getByRole('tab', { name: code, exact: true }),
    });
    const example = responses.getByRole('tab', { name: /^Example/ }).first();
    await example.click();
    await expect(example).toHaveAttribute('aria-selected', 'true');
    const shown = responses.locator('[role="tabpanel"]:not([hidden]) pre code').first();
    await expect(shown).toBeVisible();
    // A JSON example of the flag the endpoint answers with.
    await expect(shown).toContainText('"name"');
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
    // The request samples come after the description, with the page.
    const samples = page.locator('.openapi-tabs__code-container');
    await samples.scrollIntoViewIfNeeded();
    await expect(samples.getByRole('tab').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/** A few operations of different shapes: a body, path and query parameters, none at all. */
const shapes = ['create-feature', 'get-banners', 'search-events', 'get-health'].filter((slug) =>
  tags.some((tag) => tag.operations.some((entry) => entry.slug === slug)),
);
const entryOf = (slug: string): OperationEntry =>
  tags.flatMap((tag) => tag.operations).find((entry) => entry.slug === slug)!;

/** The code of each sample tab, by language, as the page shows it. */
async function sampleCode(page: Page): Promise<Record<string, string>> {
  const code: Record<string, string> = {};
  const samples = page.locator('.openapi-tabs__code-container').first();
  for (const label of tabLabels) {
    await samples.locator(`.openapi-tabs__code-item--${label}`).click();
    const block = samples.locator('[role="tabpanel"]:not([hidden]) pre code').first();
    await expect(block).not.toBeEmpty();
    code[label] = (await block.innerText()).trimEnd();
  }
  return code;
}

test.describe('API operation pages without JavaScript', () => {
  test.skip(({ isMobile }) => isMobile, 'the HTML does not depend on the viewport');
  test.use({ javaScriptEnabled: false });

  for (const slug of shapes) {
    test(`${slug}: parameters, schemas, status codes and all nine samples are in the HTML`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const entry = entryOf(slug);
      await page.goto(`${base}/${slug}`);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText(entry.operation.summary);
      // No skeleton stands in for a part the browser would have drawn.
      await expect(main.locator('.openapi-skeleton')).toHaveCount(0);
      for (const name of parameterNames(entry)) {
        await expect(
          main.locator('.openapi-params__list-item').filter({ hasText: name }).first(),
        ).toBeVisible();
      }
      const responses = Object.keys((entry.operation.responses as object) ?? {});
      for (const code of responses) {
        await expect(main.getByRole('tab', { name: code, exact: true })).toBeVisible();
      }
      // Schemas open and close with native disclosure elements.
      const schemaDetails = main.locator('details:has(> summary)');
      if (entry.operation.requestBody) {
        await expect(main.getByRole('heading', { name: /^Body/ }).first()).toBeVisible();
        expect(await schemaDetails.count()).toBeGreaterThan(0);
        const summary = schemaDetails.first().locator('> summary');
        const details = schemaDetails.first();
        const wasOpen = await details.evaluate((element) => (element as HTMLDetailsElement).open);
        await summary.click();
        expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(
          !wasOpen,
        );
      }
      // The nine samples: tabs, and the code of each, highlighted, in the HTML.
      const samples = main.locator('.openapi-tabs__code-container');
      await expect(samples.getByRole('tab')).toHaveText(tabLabels);
      const panels = samples.locator('[role="tabpanel"]');
      await expect(panels).toHaveCount(tabLabels.length);
      // The path up to its first parameter (the samples fill in the parameters' examples).
      const urlPath = entry.path.split('{')[0]!;
      for (const [index, label] of tabLabels.entries()) {
        const code = panels.nth(index).locator('pre code');
        expect(await code.textContent(), label).toContain('<your-unleash-url>');
        expect(await code.textContent(), label).toContain(urlPath);
        expect(await code.locator('.token').count(), `${label} is highlighted`).toBeGreaterThan(0);
      }
      // The explorer needs JavaScript; its button is there and says what it does.
      await expect(main.getByRole('button', { name: /open the request explorer/ })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  }
});

/** Marks of the explorer's code and data: the code generators' option names, the operation's JSON. */
const explorerMarks = [/Generate multiline snippet/, /jsonRequestBodyExample|"postman":/];

test.describe('the request explorer', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop covers the explorer');

  test('loads nothing until opened; opened by keyboard, it loads, shows the same samples and follows edits', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const bodies: { url: string; text: string }[] = [];
    page.on('response', async (response) => {
      if (!/\.(js|json)$/.test(new URL(response.url()).pathname)) return;
      bodies.push({ url: response.url(), text: await response.text().catch(() => '') });
    });
    await gotoHydrated(page, `${base}/create-feature`);
    await page.waitForLoadState('networkidle');
    const staticCode = await sampleCode(page);
    for (const mark of explorerMarks) {
      expect(
        bodies.filter((body) => mark.test(body.text)).map((body) => body.url),
        `nothing matching ${mark} before the explorer opens`,
      ).toEqual([]);
    }

    // Reach the button with Tab from the page title, and open it with Enter.
    const button = page.getByRole('button', { name: /request explorer/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.locator('main h1').click();
    for (
      let presses = 0;
      presses < 80 && !(await button.evaluate((b) => b === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveText('Close the request explorer');
    // The explorer's form: the server picker, the path parameter, the body editor.
    const editor = page.locator('.openapi-explorer__playground-editor pre');
    await expect(editor).toContainText('"name"');
    await expect(page.getByText('<your-unleash-url>').first()).toBeVisible();
    for (const mark of explorerMarks) {
      await expect
        .poll(() => bodies.some((body) => mark.test(body.text)), `${mark} loads on open`)
        .toBe(true);
    }
    // The samples the explorer generates are the ones the HTML had.
    expect(await sampleCode(page)).toEqual(staticCode);

    // Editing the request changes it: the path parameter, then the body.
    const curl = page
      .locator('.openapi-tabs__code-container [role="tabpanel"] pre')
      .filter({ hasText: /^\s*curl/ })
      .first();
    await page.locator('.openapi-tabs__code-item--curl').first().click();
    const projectId = page
      .getByPlaceholder('projectId')
      .or(page.locator('input[name="projectId"]'))
      .first();
    await projectId.fill('my-project');
    await expect(curl).toContainText('/api/admin/projects/my-project/features');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('{"name":"typed"}');
    await expect(curl).toContainText(`-d '{"name":"typed"}'`);
  });

  test('the open explorer meets WCAG 2.1 AA (axe)', async ({ page }) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, `${base}/create-feature`);
    await page.getByRole('button', { name: /open the request explorer/ }).click();
    await expect(page.locator('.openapi-explorer__playground-editor pre')).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .include('.openapi-right-panel__container')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual(
      [],
    );
  });

  test('the open explorer adds no heading out of order (axe best practice: heading-order)', async ({
    page,
  }) => {
    await gotoHydrated(page, `${base}/create-feature`);
    await page.getByRole('button', { name: /open the request explorer/ }).click();
    // The authorization panel's summary comes right after the page's h1.
    await expect(page.locator('.openapi-security__summary-header')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual(
      [],
    );
  });

  for (const slug of shapes.slice(1)) {
    test(`${slug}: the explorer shows the samples that the HTML had`, async ({ page }) => {
      test.setTimeout(60_000);
      await gotoHydrated(page, `${base}/${slug}`);
      const staticCode = await sampleCode(page);
      await page.getByRole('button', { name: /open the request explorer/ }).click();
      await expect(page.locator('.openapi-explorer__code-block').first()).toBeVisible();
      expect(await sampleCode(page)).toEqual(staticCode);
    });
  }
});

test.describe('API operation page weight', () => {
  test.skip(({ isMobile }) => isMobile, 'one viewport is enough');

  // create-feature (the largest body) is tests/e2e/pageWeight.spec.ts's apiOperation page.
  for (const slug of ['get-banners', 'get-health']) {
    test(`${slug} loads at most ${idleBudgetsKB.apiOperation} KB gzip of JS and CSS by network idle`, async ({
      browser,
      baseURL,
    }) => {
      const load = await measureAtIdle(browser, `${baseURL}${base}/${slug}`);
      const files = load.detail.map((file) => file.file).join('\n');
      expect(load.totalGzipBytes / 1000, files).toBeLessThanOrEqual(idleBudgetsKB.apiOperation);
    });
  }

  test('the explorer, opened, has the SHA-1 of crypto-js and none of its ciphers', async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js'))
        scripts.push(response.text().catch(() => ''));
    });
    await gotoHydrated(page, `${base}/create-feature`);
    await page.getByRole('button', { name: /open the request explorer/ }).click();
    await expect(page.locator('.openapi-explorer__code-block').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const code = await Promise.all(scripts);
    // crypto-js names each algorithm it defines, and minifying keeps the names: `C.SHA1=`.
    const defined = (name: string): boolean => code.some((text) => text.includes(`.${name}=`));
    expect(defined('SHA1'), 'the explorer hashes the keys of what it stores').toBe(true);
    const others = ['MD5', 'SHA256', 'SHA512', 'SHA3', 'RIPEMD160', 'PBKDF2'];
    const ciphers = ['AES', 'TripleDES', 'RC4', 'Rabbit', 'Blowfish'];
    expect([...others, ...ciphers].filter(defined)).toEqual([]);
  });
});
