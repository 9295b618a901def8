import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, waitForHydration } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { buildDir, readSitemap } from '../helpers/built';
import { markdownPath } from '../../src/config/llms';
import { loadTags } from '../../src/api/openapiSpec';

function operationSlugs(): string[] {
  return loadTags().flatMap((tag) => tag.operations.map((entry) => entry.slug));
}

const { xml: sitemap, routes: sitemapPaths } = readSitemap();

test.describe('sitemap', () => {
  test('lists pages weekly at priority 0.5, without the test fixtures', () => {
    expect(sitemapPaths).toContain('/');
    expect(sitemapPaths).toContain('/quickstart');
    expect(sitemapPaths.filter((p) => p.startsWith('/test-fixtures'))).toEqual([]);
    const entries = sitemap.match(/<url>.*?<\/url>/gs) ?? [];
    expect(entries.length).toBe(sitemapPaths.length);
    for (const entry of entries) {
      expect(entry).toContain('<changefreq>weekly</changefreq>');
      expect(entry).toContain('<priority>0.5</priority>');
    }
  });
});

/**
 * The 353 generated operation pages share one template and are covered by
 * apiReference.spec.ts (one of every tag); the smoke test takes every tenth.
 */
const operationPage = /^\/reference\/api\/unleash\/[^/]+$/;
const operationRoutes = new Set(operationSlugs().map((slug) => `/reference/api/unleash/${slug}`));
const smokeRoutes = sitemapPaths.filter(
  (route, index) => !operationPage.test(route) || !operationRoutes.has(route) || index % 10 === 0,
);

/** Checks that a page loads, hydrates, and has one h1 and the skip-to-content target. */
async function smoke(page: Page, pathname: string): Promise<void> {
  const response = await page.goto(pathname);
  expect(response?.status(), pathname).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('h1'), pathname).toHaveCount(1);
  await expect(page.locator('#__docusaurus_skipToContent_fallback'), pathname).toBeVisible();
}

/**
 * Pages per test: one browser context serves several pages in turn, which
 * saves opening a context for each of nearly 300 pages. Each page is a step
 * of its own in the report, and a console error names its page.
 */
const smokeBatch = 8;

test.describe('every page in the sitemap', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'desktop covers the full list; the phone has the home page',
  );
  for (let start = 0; start < smokeRoutes.length; start += smokeBatch) {
    const batch = smokeRoutes.slice(start, start + smokeBatch);
    test(`renders ${batch[0]} and the next ${batch.length - 1}`, async ({
      page,
      console: guard,
    }) => {
      // The usual 30 s for each page, not for the whole batch.
      test.setTimeout(30_000 * batch.length);
      for (const pathname of batch) {
        const seen = guard.errors.length;
        await test.step(pathname, () => smoke(page, pathname));
        // The guard checks the errors when the test ends; this says on which page each came.
        for (let index = seen; index < guard.errors.length; index += 1) {
          guard.errors[index] = `${pathname}: ${guard.errors[index]}`;
        }
      }
    });
  }
});

test.describe('the home page on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the desktop list has it');
  test('renders /', async ({ page }) => smoke(page, '/'));
});

test.describe('social card', () => {
  test('each page has a 1200x630 image with matching og:image size tags', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/quickstart');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\/img\/social-card\.png$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      '1200',
    );
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute(
      'content',
      '630',
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );

    const png = await (await request.get('/img/social-card.png')).body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});

test.describe('image zoom', () => {
  test('markdown images become zoomable 1 s after the page renders', async ({ page }) => {
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (window as unknown as { zoomTimes: typeof times }).zoomTimes = times;
      // The main bundle sets window.docusaurus before it renders the page.
      let docusaurus: unknown;
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => docusaurus,
        set: (value: { prefetch?: unknown }) => {
          if (value.prefetch && !times.bundle) times.bundle = performance.now();
          docusaurus = value;
        },
      });
      new MutationObserver(() => {
        if (!times.zoomable && document.querySelector('.medium-zoom-image')) {
          times.zoomable = performance.now();
        }
      }).observe(document, { attributes: true, childList: true, subtree: true });
    });
    await gotoHydrated(page, '/understanding-unleash/unleash-overview');
    const image = page.locator('.markdown img').first();
    await expect(image).toHaveClass(/medium-zoom-image/);
    const times = await page.evaluate(
      () => (window as unknown as { zoomTimes: Record<string, number> }).zoomTimes,
    );
    // The page renders after the main bundle has run, and the delay starts then.
    expect(times.bundle).toBeGreaterThan(0);
    expect(times.zoomable! - times.bundle!).toBeGreaterThanOrEqual(1000);

    await expect(page.locator('.navbar__logo img').first()).not.toHaveClass(/medium-zoom-image/);
    await image.evaluate((element) =>
      element.addEventListener(
        'medium-zoom:opened',
        () => element.setAttribute('data-zoom-opened', ''),
        { once: true },
      ),
    );
    await image.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    // medium-zoom ignores a click while it is still opening (slow on a loaded phone run).
    await expect(image).toHaveAttribute('data-zoom-opened', '');
    await page.locator('.medium-zoom-image--opened').click();
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });
});

/**
 * Strings of Mermaid's browser code that survive minification: its render
 * API, a diagram type's id, and the config key every diagram chunk reads.
 */
const mermaidCode = /mermaidAPI|flowchart-v2|securityLevel/;

test.describe('content rendering', () => {
  test('Mermaid diagrams render as SVG', async ({ page, request }) => {
    const route = '/understanding-unleash/unleash-overview';
    // In the server's HTML, before any script runs: an accessible inline SVG.
    const html = await (await request.get(route)).text();
    const $ = cheerio.load(html);
    const svgs = $('.site-diagram > svg');
    expect(svgs.length).toBe(2);
    svgs.each((_, element) => {
      const svg = $(element);
      expect(svg.attr('role')).toBe('img');
      expect($(`#${svg.attr('aria-labelledby')}`, svg).text()).toMatch(/^Sequence diagram: .{5,}/);
      expect($(`#${svg.attr('aria-describedby')}`, svg).text().length).toBeGreaterThan(80);
    });

    await gotoHydrated(page, route);
    const diagram = page.getByRole('img', {
      name: 'Sequence diagram: The polling cycle of a backend SDK',
    });
    await expect(diagram).toBeVisible();
    // Scripts start after paint: let the page load all it loads on its own.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3500);
    await page.waitForLoadState('networkidle');
    // No script holding Mermaid is loaded, and the build has none to load.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
        .map((url) => url.pathname),
    );
    expect(scripts.length).toBeGreaterThan(0);
    const holdsMermaid = (file: string): boolean => mermaidCode.test(fs.readFileSync(file, 'utf8'));
    expect(scripts.filter((pathname) => holdsMermaid(path.join(buildDir, pathname)))).toEqual([]);
    const jsDir = path.join(buildDir, 'assets', 'js');
    const chunks = fs.readdirSync(jsDir).filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.filter((file) => holdsMermaid(path.join(jsDir, file)))).toEqual([]);

    // The Markdown copy keeps the diagrams' source.
    const markdown = await (await request.get(markdownPath(route))).text();
    expect(markdown.match(/^```mermaid$/gm)?.length).toBe(2);
    expect(markdown).toContain('sequenceDiagram');
  });

  test('code blocks of the extra Prism languages are highlighted', async ({ page }) => {
    await gotoHydrated(page, '/quickstart');
    const bash = page.locator('pre.language-bash').first();
    await expect(bash).toBeVisible();
    expect(await bash.locator('.token').count()).toBeGreaterThan(3);
  });
});
