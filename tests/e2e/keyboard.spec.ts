import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoHydrated, isPhone } from './fixtures';

/**
 * The site with the keyboard alone: every control here is reached with Tab
 * (or the site's shortcuts), worked with Enter, Space, the arrow keys and
 * Escape, and shows where the focus is. No test clicks.
 */

type Focus = {
  /** Tag and name of the focused element, for messages. */
  description: string;
  /** It (or the element given as drawing its indicator) has an outline or a box shadow. */
  indicator: boolean;
  inViewport: boolean;
  /** It is the element the caller is looking for. */
  isTarget: boolean;
};

/** Runs in the page: where the focus is and how it shows. Self-contained, as page functions must be. */
function readFocus({ target, indicator }: { target: Element | null; indicator: Element | null }) {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const style = getComputedStyle(indicator ?? element);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const box = element.getBoundingClientRect();
  const name = element.getAttribute('aria-label') ?? element.innerText.trim().slice(0, 60);
  return {
    description: `${element.tagName.toLowerCase()} "${name}"`,
    indicator: outline || style.boxShadow !== 'none',
    inViewport:
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth,
    isTarget: element === target,
  } satisfies Focus;
}

async function focus(page: Page, target?: Locator, indicator?: Locator): Promise<Focus | null> {
  return page.evaluate(readFocus, {
    target: target ? await target.elementHandle() : null,
    indicator: indicator ? await indicator.elementHandle() : null,
  });
}

/** Something has the focus, shows it (itself or through `indicator`), and is on screen. */
async function expectVisibleFocus(page: Page, indicator?: Locator): Promise<Focus> {
  const state = await focus(page, undefined, indicator);
  expect(state, 'something has the focus').not.toBeNull();
  expect(state!.indicator, `${state!.description} shows a focus indicator`).toBe(true);
  expect(state!.inViewport, `${state!.description} is in the viewport`).toBe(true);
  return state!;
}

/**
 * Presses Tab until `target` has the focus, checking at every stop on the way
 * that the focus is visible. Returns the stops' descriptions.
 */
async function tabTo(page: Page, target: Locator, maxStops = 60): Promise<string[]> {
  const stops: string[] = [];
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    // Resolved at each stop: React may render a region anew once the focus
    // enters it (an API page's schema column), with the same markup.
    const targetHandle = await target.elementHandle();
    const state = await page.evaluate(readFocus, { target: targetHandle, indicator: null });
    expect(state, `focus after ${stops.join(', ')}`).not.toBeNull();
    expect(state!.indicator, `${state!.description} shows a focus indicator`).toBe(true);
    expect(state!.inViewport, `${state!.description} is in the viewport`).toBe(true);
    stops.push(state!.description);
    if (state!.isTarget) return stops;
  }
  throw new Error(`not reached in ${maxStops} presses of Tab: ${stops.join(', ')}`);
}

/** Skips past the navbar and the sidebar the way a keyboard user does. */
async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
}

test.describe('skip link and navbar', () => {
  test('Tab reaches the skip link first; Enter moves the focus to the main content', async ({
    page,
  }) => {
    await gotoHydrated(page, '/reference/segments');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expectVisibleFocus(page);
    // The next stop is in the content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    expect((await expectVisibleFocus(page)).description).toContain('Home page');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('every navbar item is a Tab stop with a visible focus', async ({ page }) => {
    test.skip(isPhone(page), 'on a phone the items are in the menu (see below)');
    await gotoHydrated(page, '/reference/segments');
    await page.locator('.navbar .DocSearch-Button-Keys').waitFor({ state: 'attached' });
    const stops = await tabTo(page, page.locator('.navbar .DocSearch-Button'));
    for (const name of [
      'Product',
      'Plans',
      'Blog',
      'Academy',
      'Unleash on GitHub',
      'Sign in',
      'Start free trial',
      'Switch between dark and light mode',
    ]) {
      expect(
        stops.some((stop) => stop.includes(name)),
        `${name} in ${stops.join(', ')}`,
      ).toBe(true);
    }
  });
});

test.describe('phone menu', () => {
  test('opens from the keyboard, keeps the focus inside, and closes with Escape', async ({
    page,
  }) => {
    test.skip(!isPhone(page), 'the navbar collapses into the menu on small screens only');
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const menu = page.locator('.navbar-sidebar');
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect
      .poll(() => menu.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);

    // Tab goes through every item and wraps around instead of leaving the menu.
    const items = await menu
      .locator('a[href], button')
      .evaluateAll((elements) => elements.filter((e) => e.getClientRects().length > 0).length);
    const menuHandle = await menu.elementHandle();
    const seen = new Set<string>();
    for (let stop = 0; stop <= items; stop += 1) {
      const state = await expectVisibleFocus(page);
      const inMenu = await page.evaluate((m) => m!.contains(document.activeElement), menuHandle);
      expect(inMenu, `${state.description} is in the menu`).toBe(true);
      seen.add(state.description);
      await page.keyboard.press('Tab');
    }
    for (const name of ['Product', 'Plans', 'Academy', 'Sign in', 'Start free trial']) {
      expect(
        [...seen].some((stop) => stop.includes(name)),
        `${name} reached`,
      ).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeFocused();
    await expectVisibleFocus(page);
  });
});

test.describe('documentation sidebar', () => {
  test('categories expand and collapse with Enter and Space', async ({ page }) => {
    test.skip(isPhone(page), 'on a phone the sidebar is in the menu');
    await gotoHydrated(page, '/quickstart');
    const sidebar = page.locator('.theme-doc-sidebar-menu');

    // A category with a page of its own: the caret button beside its link.
    const caret = sidebar.getByRole('button', { name: /^Expand sidebar category / }).first();
    const name = (await caret.getAttribute('aria-label'))!.replace(/^Expand sidebar category /, '');
    await tabTo(page, caret);
    await page.keyboard.press('Enter');
    const collapse = sidebar.getByRole('button', { name: `Collapse sidebar category ${name}` });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(collapse).toBeFocused();
    await page.keyboard.press('Space');
    await expect(
      sidebar.getByRole('button', { name: `Expand sidebar category ${name}` }),
    ).toHaveAttribute('aria-expanded', 'false');

    // A category without a page: the whole row is the toggle, a link in the role of a button.
    const toggle = sidebar.locator('a[role="button"]').first();
    const expandedBefore = await toggle.getAttribute('aria-expanded');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).not.toHaveAttribute('aria-expanded', expandedBefore!);
    const scroll = () =>
      page.evaluate(() => [
        window.scrollY,
        document.querySelector('.theme-doc-sidebar-menu')!.closest('nav')!.scrollTop,
      ]);
    const before = await scroll();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', expandedBefore!);
    await expect(toggle).toBeFocused();
    expect(await scroll(), 'Space scrolled nothing').toEqual(before);
  });
});

test.describe('search overlay', () => {
  const input = (page: Page) => page.locator('.DocSearch-Input');
  const form = (page: Page) => page.locator('.DocSearch-Form');

  test('Ctrl+K opens it; the arrow keys choose a result and Enter opens its page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/reference/segments');
    await page.keyboard.press('ControlOrMeta+k');
    await expect(input(page)).toBeFocused();
    await expectVisibleFocus(page, form(page));
    await page.keyboard.type('strategy variants');
    const hits = page.locator('.DocSearch-Hit');
    // The results of the whole query are in, with the first one preselected.
    await expect(hits.first()).toContainText(/variant/i);
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const chosen = page.locator('.DocSearch-Hit[aria-selected="true"]');
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toHaveAttribute('id', (await hits.nth(1).getAttribute('id'))!);
    await expect(input(page)).toHaveAttribute(
      'aria-activedescendant',
      (await chosen.getAttribute('id'))!,
    );
    // Every result names its page's title (as its title or under it).
    const option = (await chosen.textContent())!;
    const from = page.url();
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page).not.toHaveURL(from);
    // The new page's title, once it has replaced the old one.
    await expect(async () => {
      const heading = (await page.locator('article h1').textContent())!.trim();
      expect(option).toContain(heading);
    }).toPass();
  });

  test("'/' opens it too; Escape closes it and the focus goes back to the search button", async ({
    page,
  }) => {
    await gotoHydrated(page, '/reference/segments');
    // The real search button, which replaces its placeholder once the page is idle.
    await page.locator('.navbar .DocSearch-Button-Keys').waitFor({ state: 'attached' });
    const button = page.locator('.navbar .DocSearch-Button');
    await tabTo(page, button);
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(button).toBeFocused();
    await expectVisibleFocus(page);
    // Enter on the focused button opens it as well.
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
  });
});

test.describe('content controls', () => {
  test('the arrow keys move between tabs; Enter or Space shows the chosen panel', async ({
    page,
  }) => {
    // The heaviest page of the site: its request panel loads after hydration.
    test.slow();
    await gotoHydrated(page, '/reference/api/unleash/create-feature');
    const responses = page
      .locator('.openapi-tabs__container')
      .filter({ has: page.locator('.openapi-tabs__response-container') });
    const tabs = responses.getByRole('tablist').getByRole('tab');
    const panels = responses.locator(':scope > div > [role="tabpanel"]');
    expect(await tabs.count()).toBeGreaterThan(1);
    await skipToContent(page);
    await tabTo(page, tabs.first());
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(panels.nth(1)).toBeVisible();
    await expect(panels.first()).toBeHidden();

    await page.keyboard.press('ArrowLeft');
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(panels.first()).toBeVisible();
    await expect(panels.nth(1)).toBeHidden();
  });

  test.describe('code blocks', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('the copy button is reachable and Enter copies the code', async ({ page }) => {
      await gotoHydrated(page, '/quickstart');
      const block = page.locator('article .theme-code-block').first();
      const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
      await skipToContent(page);
      await tabTo(page, copy);
      await expect(copy).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
      const code = (await block.locator('.token-line').allTextContents()).join('\n');
      expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
    });
  });

  test('a zoomable image opens with Enter and closes with Escape, focus kept', async ({ page }) => {
    await gotoHydrated(page, '/understanding-unleash/unleash-overview');
    const image = page.locator('.markdown img').first();
    await expect(image).toHaveClass(/medium-zoom-image/);
    await expect(image).toHaveAttribute('role', 'button');
    await skipToContent(page);
    await tabTo(page, image);
    await page.keyboard.press('Enter');
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    const enlarged = page.locator('body > img.medium-zoom-image--opened');
    await expect(enlarged).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    await expect(image).toBeFocused();
    await expectVisibleFocus(page);
  });
});

test.describe('announcement bar', () => {
  test('its close button is reachable and closes the bar; Tab goes on to the navbar', async ({
    page,
  }) => {
    await gotoHydrated(page, '/reference/segments');
    const bar = page.locator('.theme-announcement-bar');
    const close = bar.getByRole('button', { name: 'Close' });
    const stops = await tabTo(page, close);
    expect(stops[0]).toContain('Skip to main content');
    await page.keyboard.press('Enter');
    await expect(bar).toBeHidden();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('nav.navbar')))).toBe(
      true,
    );
    await expectVisibleFocus(page);
  });
});
