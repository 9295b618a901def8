import type { Page, TestInfo } from '@playwright/test';
import { test, expect, gotoHydrated, openMobileMenu, waitForHydration } from './fixtures';
import { announcementBar } from '../../src/config/announcementBar';

/**
 * The chrome at every width: the navbar, the announcement bar, the 'ASK AI'
 * button and the API request-sample tabs must not overlap one another, no
 * navbar text may be cut, and no page may scroll sideways. One page per page
 * type and colour mode walks through all widths, reading the geometry in one
 * evaluate per width. Runs in the desktop project only (playwright.config.ts).
 */

const widths = [
  ...Array.from({ length: (1440 - 320) / 8 + 1 }, (_, i) => 320 + i * 8),
  995,
  996,
  997,
].sort((a, b) => a - b);

/** Two pages per page type walk the widths, one range each (the two workers share them). */
const widthRanges = [widths.filter((width) => width < 880), widths.filter((width) => width >= 880)];

const pages = {
  home: '/',
  doc: '/quickstart',
  'API operation': '/reference/api/unleash/get-all-api-tokens',
  'not-found': '/no-such-page-here',
} as const;

/** Screenshots attached per test, at most: enough to see a fault, not a flood. */
const maxScreenshots = 6;

type Check = { sampleTabs: boolean; width: number };

/**
 * Runs in the page: every fault at the current width, as text. Self-contained
 * (Playwright serialises it).
 */
async function faultsAtThisWidth({ sampleTabs, width }: Check): Promise<string[]> {
  const frame = (): Promise<void> =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  await frame();
  const faults: string[] = [];
  if (innerWidth !== width) return [`the window is ${innerWidth} px wide, not ${width}`];
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;

  type Box = { name: string; el: Element; rect: DOMRect };
  const name = (el: Element): string => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const label = el.getAttribute('aria-label');
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${label ?? text}"`;
  };
  const isShown = (el: Element): boolean => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const own = getComputedStyle(node);
      if (Number(own.opacity) === 0 || own.display === 'none') return false;
    }
    const rect = el.getBoundingClientRect();
    return (
      rect.width > 1 &&
      rect.height > 1 &&
      rect.bottom > 0 &&
      rect.top < innerHeight &&
      rect.right > 0 &&
      rect.left < viewportWidth
    );
  };
  const overlap = (a: DOMRect, b: DOMRect): boolean =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

  const askAi = Array.from(document.querySelectorAll('button')).find(
    (button) => button.textContent?.trim() === 'ASK AI',
  );
  const interactive = 'a[href], button, input, select, textarea, [role="tab"], [tabindex]';

  /** The interactive elements and the lines of text outside them, in the given regions. */
  const boxesIn = (regions: Element[]): Box[] => {
    const boxes: Box[] = [];
    for (const region of regions) {
      const controls = [
        ...(region.matches(interactive) ? [region] : []),
        ...Array.from(region.querySelectorAll(interactive)),
      ].filter((el) => isShown(el) && !el.parentElement?.closest(interactive));
      for (const el of controls)
        boxes.push({ name: name(el), el, rect: el.getBoundingClientRect() });
      const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || parent.closest(interactive)) continue;
        if (!isShown(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width > 1 && rect.height > 1)
            boxes.push({ name: name(parent), el: parent, rect });
        }
      }
    }
    return boxes;
  };
  const overlapsAmong = (boxes: Box[]): void => {
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        if (overlap(a.rect, b.rect)) faults.push(`${a.name} overlaps ${b.name}`);
      }
    }
  };

  // Both colour modes at this width: the theme switches modes through this
  // attribute, and every colour-mode difference of the site is CSS.
  const stored = root.getAttribute('data-theme');
  const check = (mode: string): void => {
    root.setAttribute('data-theme', mode);
    const first = faults.length;
    // 1. At the top of the page: the navbar, the announcement bar and the floating button.
    scrollTo(0, 0);
    if (root.scrollWidth > root.clientWidth) {
      faults.push(`the page scrolls sideways (${root.scrollWidth} px wide in ${root.clientWidth})`);
    }
    const navbar = document.querySelector('nav.navbar');
    const bar = document.querySelector('.theme-announcement-bar');
    const chrome = [navbar, bar, askAi].filter((el): el is Element => Boolean(el));
    overlapsAmong(boxesIn(chrome));

    if (navbar) {
      const navRect = navbar.getBoundingClientRect();
      for (const item of Array.from(
        navbar.querySelectorAll(
          '.navbar__items > *, .navbar__brand > *, .navbar__link, .DocSearch-Button',
        ),
      )) {
        if (!isShown(item)) continue;
        const style = getComputedStyle(item);
        const rect = item.getBoundingClientRect();
        if (style.display !== 'inline' && item.scrollWidth > item.clientWidth + 1) {
          faults.push(
            `${name(item)} is cut (${item.scrollWidth} px of text in ${item.clientWidth})`,
          );
        }
        if (rect.left < -0.5 || rect.right > viewportWidth + 0.5) {
          faults.push(`${name(item)} sticks out of the window (${rect.left}..${rect.right})`);
        }
        if (rect.top < navRect.top - 0.5 || rect.bottom > navRect.bottom + 0.5) {
          faults.push(`${name(item)} sticks out of the navbar (wrapped onto another row?)`);
        }
      }
      // Text that wraps inside an item: one text node on two lines.
      const walker = document.createTreeWalker(navbar, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement || !isShown(node.parentElement)) {
          continue;
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set(
          Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) faults.push(`${name(node.parentElement)} wraps onto ${tops.size} lines`);
      }
    }

    // 2. The request-sample tabs, scrolled into view: all nine, whole, and reachable.
    if (sampleTabs) {
      // The request samples' strip: the one with the most tabs (responses have strips too).
      const strip = Array.from(
        document.querySelectorAll('.openapi-tabs__code-list-container'),
      ).sort(
        (a, b) =>
          b.querySelectorAll('[role="tab"]').length - a.querySelectorAll('[role="tab"]').length,
      )[0];
      if (!strip) {
        faults.push('no request-sample tabs');
      } else {
        strip.scrollIntoView({ block: 'center' });
        const tabs = Array.from(strip.querySelectorAll('[role="tab"]'));
        if (tabs.length !== 9) faults.push(`${tabs.length} request-sample tabs, not 9`);
        if (strip.scrollWidth > strip.clientWidth + 1) {
          faults.push(
            `the sample tabs overflow their strip (${strip.scrollWidth} in ${strip.clientWidth})`,
          );
        }
        for (const tab of tabs) {
          const rect = tab.getBoundingClientRect();
          const hit = document.elementFromPoint(
            rect.left + rect.width / 2,
            rect.top + rect.height / 2,
          );
          if (!isShown(tab) || !hit || !tab.contains(hit)) {
            faults.push(
              `sample tab ${name(tab)} cannot be reached (${hit ? name(hit) : 'nothing'} is there)`,
            );
          }
        }
        overlapsAmong(boxesIn([strip, ...chrome]));
      }
    }

    // 3. At the end of the page: the floating button covers no text. The
    // elements under the button are found by probing points across it.
    if (askAi && isShown(askAi)) {
      scrollTo(0, root.scrollHeight);
      const button = askAi.getBoundingClientRect();
      const under = new Set<Element>();
      for (let x = button.left + 1; x < button.right; x += 6) {
        for (let y = button.top + 1; y < button.bottom; y += 6) {
          for (const el of document.elementsFromPoint(x, y)) {
            if (!askAi.parentElement?.contains(el)) under.add(el);
          }
        }
      }
      for (const el of under) {
        for (const node of Array.from(el.childNodes)) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (Array.from(range.getClientRects()).some((rect) => overlap(rect, button))) {
            faults.push(`at the end of the page, 'ASK AI' covers ${name(el)}`);
          }
        }
      }
      scrollTo(0, 0);
    }
    for (let i = first; i < faults.length; i += 1) faults[i] = `${mode}: ${faults[i]}`;
  };
  check('light');
  check('dark');
  if (stored) root.setAttribute('data-theme', stored);
  return [...new Set(faults)];
}

async function walkWidths(
  page: Page,
  testInfo: TestInfo,
  range: number[],
  check: Omit<Check, 'width'>,
): Promise<void> {
  const failing: string[] = [];
  let screenshots = 0;
  // What page.setViewportSize sends, without waiting for its round trips: a
  // third faster, and faultsAtThisWidth checks the width it got.
  const cdp = await page.context().newCDPSession(page);
  for (const width of range) {
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width,
      height: 800,
      deviceScaleFactor: 1,
      mobile: false,
    });
    const faults = await page.evaluate(faultsAtThisWidth, { ...check, width });
    if (faults.length === 0) continue;
    failing.push(`${width} px: ${faults.join('; ')}`);
    if (screenshots < maxScreenshots) {
      screenshots += 1;
      await testInfo.attach(`${width}px.png`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
    }
  }
  expect(failing, 'widths with layout faults').toEqual([]);
}

// A trace would record every resize and evaluate: minutes instead of seconds.
test.use({ trace: 'off' });

test.describe('layout at every width', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const [type, path] of Object.entries(pages)) {
    for (const range of widthRanges) {
      test(`${type} page, ${range[0]} to ${range[range.length - 1]} px`, async ({
        page,
        console,
      }, testInfo) => {
        console.allow(/Failed to load resource/);
        await page.setViewportSize({ width: range[0]!, height: 800 });
        await gotoHydrated(page, path);
        const sampleTabs = type === 'API operation';
        if (sampleTabs) {
          // The request panel loads when its place comes into view.
          const samples = page
            .locator('.openapi-tabs__code-list-container')
            .filter({ has: page.getByRole('tab', { name: 'powershell' }) });
          await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 2));
          await samples.scrollIntoViewIfNeeded();
          await expect(samples.getByRole('tab')).toHaveCount(9);
        }
        await walkWidths(page, testInfo, range, { sampleTabs });
      });
    }
  }
});

test.describe("'ASK AI' stays out of the way", () => {
  const askAi = (page: Page) => page.getByRole('button', { name: 'ASK AI' });

  test('of the open phone menu', async ({ page }) => {
    for (const width of [320, 390, 995]) {
      await page.setViewportSize({ width, height: 700 });
      await gotoHydrated(page, '/quickstart');
      await expect(askAi(page)).toBeVisible();
      await openMobileMenu(page);
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await expect(askAi(page)).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(askAi(page)).toBeVisible();
    }
  });

  test('of the search overlay', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      await gotoHydrated(page, '/quickstart');
      await page.keyboard.press('ControlOrMeta+k');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await expect(askAi(page)).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toBeHidden();
      await expect(askAi(page)).toBeVisible();
    }
  });
});

test.describe('a dismissed announcement bar', () => {
  test('never paints and shifts nothing: cold load, reload, client navigation', async ({
    page,
  }) => {
    await page.addInitScript((id) => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', id);
      const seen = { framesWithBar: 0, shifts: [] as string[] };
      (window as unknown as { barWatch: typeof seen }).barWatch = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          // Shifts right after a click are the click's doing (the new page), not the bar's.
          if (entry.hadRecentInput) continue;
          const nodes = (entry.sources ?? []).map((source) => source.node);
          // A shift inside the navbar alone (its search button taking its final
          // width) is not the bar's: showing or hiding the bar moves what is below it.
          if (nodes.every((node) => node?.parentElement?.closest('nav.navbar'))) continue;
          const names = nodes.map((node) =>
            node instanceof Element ? node.className.toString() : String(node),
          );
          seen.shifts.push(`${entry.value.toFixed(4)} (${names.join(', ')})`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      const watch = (): void => {
        const bar = document.querySelector('.theme-announcement-bar');
        if (bar && bar.getBoundingClientRect().height > 0) seen.framesWithBar += 1;
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    }, announcementBar.id);

    const settle = async (): Promise<{ framesWithBar: number; shifts: string[] }> => {
      await waitForHydration(page);
      await page.waitForTimeout(600);
      return page.evaluate(
        () =>
          (window as unknown as { barWatch: { framesWithBar: number; shifts: string[] } }).barWatch,
      );
    };

    await page.goto('/quickstart');
    expect(await settle(), 'cold load').toEqual({ framesWithBar: 0, shifts: [] });
    await page.reload();
    expect(await settle(), 'reload').toEqual({ framesWithBar: 0, shifts: [] });
    await page
      .locator('.theme-doc-sidebar-container')
      .getByRole('link', { name: 'Introduction to feature flags' })
      .click();
    await expect(page).toHaveURL(/what-is-a-feature-flag$/);
    expect(await settle(), 'client navigation').toEqual({ framesWithBar: 0, shifts: [] });
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  });
});
