import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { test, expect, gotoHydrated, isPhone, openMobileMenu } from './fixtures';

/**
 * WCAG 2.1 A and AA, checked by axe-core on one page of every page type, in
 * light and dark mode, in both projects (desktop and a 390 px phone), and on
 * the open search overlay and mobile menu. A violation is fixed in the site,
 * never by turning the rule off.
 */

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// A full scan checks the contrast of every code token; on a busy machine that takes a while.
test.describe.configure({ timeout: 60_000 });
const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

/** One violation per line: rule, impact, what it means, where, and the rule's help page. */
function describe(violations: Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 8)
        .map((node) => {
          const summary = node.failureSummary?.split('\n').slice(1).join(' ').trim();
          return `    - ${node.target.join(' ')}${summary ? `\n      ${summary}` : ''}`;
        })
        .join('\n');
      const more =
        violation.nodes.length > 8 ? `\n    ... and ${violation.nodes.length - 8} more` : '';
      return `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${targets}${more}`;
    })
    .join('\n\n');
}

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(violations.length, `${what}\n\n${describe(violations)}`).toBe(0);
}

/** Opens a page in a colour mode the way a returning reader has it: stored under `theme`. */
async function openIn(page: Page, url: string, theme: Theme): Promise<void> {
  await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
  await gotoHydrated(page, url);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // The real search bar replaces its placeholder once the page is idle.
  await page.locator('.DocSearch-Button-Keys').first().waitFor({ state: 'attached' });
}

type PageType = {
  name: string;
  url: string;
  /** Waits for what the page renders after hydration. */
  ready?: (page: Page) => Promise<void>;
};

/** Waits for the zoom to attach to markdown images (1 s after the page renders). */
async function imagesZoomable(page: Page): Promise<void> {
  await expect(page.locator('.markdown img').first()).toHaveClass(/medium-zoom-image/);
}

const pageTypes: PageType[] = [
  { name: 'home', url: '/' },
  {
    // Images, tables and a Mermaid diagram.
    name: 'doc',
    url: '/understanding-unleash/unleash-overview',
    ready: async (page) => {
      await imagesZoomable(page);
      await expect(page.locator('.site-diagram svg[role="img"]').first()).toBeVisible();
    },
  },
  // Admonitions, tables and code blocks.
  { name: 'doc with admonitions', url: '/reference/segments' },
  // Tutorials and SDK pages are mostly code: short ones keep the contrast check of every token quick.
  { name: 'tutorial', url: '/feature-flag-tutorials/ruby' },
  { name: 'SDK', url: '/reference/sdks/ruby' },
  {
    name: 'API operation',
    url: '/reference/api/unleash/create-feature',
    // The request panel loads after hydration, once its place is near the
    // screen (on a phone it comes after the description).
    ready: async (page) => {
      await page.locator('.openapi-right-panel__container').first().scrollIntoViewIfNeeded();
      await expect(page.locator('.openapi-tabs__code-container').first()).toBeVisible();
    },
  },
  { name: 'API tag', url: '/reference/api/unleash/features' },
  {
    name: 'search page',
    url: '/search?q=segments',
    ready: async (page) => {
      await expect(page.locator('article h2 a').first()).toBeVisible();
    },
  },
  {
    name: 'not found',
    url: '/this-page-does-not-exist',
    ready: async (page) => {
      await expect(page.locator('h1')).toHaveText('Page Not Found');
    },
  },
  { name: 'academy course', url: '/unleash-academy/foundational' },
];

for (const theme of themes) {
  test.describe(`WCAG 2.1 AA in ${theme} mode`, () => {
    for (const type of pageTypes) {
      test(`${type.name} page (${type.url})`, async ({ page }) => {
        await openIn(page, type.url, theme);
        await type.ready?.(page);
        await expectNoViolations(page, `${type.name} page in ${theme} mode`);
      });
    }

    test('the search overlay with results', async ({ page }) => {
      await openIn(page, '/reference/segments', theme);
      await page.keyboard.press('ControlOrMeta+k');
      await page.locator('.DocSearch-Input').fill('segment');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expectNoViolations(page, `search overlay in ${theme} mode`);
    });

    test('the mobile menu', async ({ page }) => {
      test.skip(!isPhone(page), 'the navbar collapses into the menu on small screens only');
      await openIn(page, '/reference/segments', theme);
      await openMobileMenu(page);
      await expect(
        page.locator('.navbar-sidebar').getByRole('link', { name: 'Plans' }),
      ).toBeVisible();
      await expectNoViolations(page, `mobile menu in ${theme} mode`);
    });
  });
}

/** One axe rule over the page's main content: the parts the scans above never see open. */
async function expectRuleHolds(page: Page, rule: string, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('main').withRules([rule]).analyze();
  expect(violations.length, `${what}\n\n${describe(violations)}`).toBe(0);
}

test.describe('parts of API operation pages the page scans miss', () => {
  test('opened response headers are listed without list markup (axe: list)', async ({ page }) => {
    await gotoHydrated(page, '/reference/api/unleash/create-api-token');
    // The headers of the 201 response, behind a closed <details>, which axe skips.
    await page
      .locator('summary')
      .filter({ hasText: /^Response Headers$/ })
      .click();
    await expect(
      page.locator('.openapi-schema__property').filter({ hasText: /^location$/ }),
    ).toBeVisible();
    await expectRuleHolds(page, 'list', 'the open response headers');
  });

  test("an array body's ' array' label and its brackets are legible in light mode (axe: color-contrast)", async ({
    page,
  }) => {
    await openIn(page, '/reference/api/unleash/patch-feature', 'light');
    const body = page.locator('h3.openapi-markdown__details-summary-header-body');
    await expect(body).toContainText('Body array');
    await expect(page.getByText('Array [', { exact: true }).first()).toBeVisible();
    await expectRuleHolds(page, 'color-contrast', "the array body's labels in light mode");
  });
});
