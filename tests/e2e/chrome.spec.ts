import { test, expect, gotoHydrated, isPhone, waitForHydration } from './fixtures';
import { announcementBar } from '../../src/config/announcementBar';
import { cosyLine } from '../../src/config/brand';
import { footerColumns, liveColumns } from '../../src/config/footer';
import { builtRoutes } from '../helpers/built';

test.describe('announcement bar', () => {
  test('closes, stays closed, and returns when its id changes', async ({ page }) => {
    await gotoHydrated(page, '/quickstart');
    const bar = page.getByRole('banner').filter({ hasText: 'These docs cover Unleash 8' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('These docs cover Unleash 8')).toBeHidden();

    // A new announcement ships with a new id: the stored dismissal no longer applies.
    await page.evaluate(() =>
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'),
    );
    await page.reload();
    await expect(page.getByText('These docs cover Unleash 8')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
      announcementBar.id,
    );
  });
});

test.describe('colour mode', () => {
  test('is light by default, ignores the system preference, and remembers a switch', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/quickstart');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    if (isPhone(page)) await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page
      .getByRole('button', { name: /Switch between dark and light mode/ })
      .first()
      .click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('footer', () => {
  test('has the description, 40x40 social icons, the cosy line and the link groups', async ({
    page,
  }) => {
    await gotoHydrated(page, '/quickstart');
    const footer = page.locator('footer');
    await expect(footer.getByText('enterprise-ready feature flag service')).toBeVisible();
    await expect(footer.getByText(cosyLine)).toBeVisible();

    const socials = footer.getByRole('link', { name: /^Unleash on / });
    await expect(socials).toHaveCount(5);
    for (const link of await socials.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const box = await link.locator('svg').boundingBox();
      expect(box?.width).toBe(40);
      expect(box?.height).toBe(40);
    }

    const live = builtRoutes();
    const expected = liveColumns(footerColumns, (route) => live.has(route));
    expect(expected.length).toBeGreaterThanOrEqual(3);
    for (const column of expected) {
      const group = footer.locator('.footer__col').filter({
        has: page.locator('.footer__title', { hasText: column.title }),
      });
      await expect(group).toHaveCount(1);
      await expect(group.locator('.footer__item')).toHaveCount(column.items.length);
    }
  });

  test('SDK links show the language and name the SDK to screen readers', async ({ page }) => {
    test.skip(!builtRoutes().has('/reference/sdks/go'), 'the Go SDK page has not landed');
    await gotoHydrated(page, '/quickstart');
    const go = page.locator('footer').getByRole('link', { name: 'Go SDK', exact: true });
    await expect(go).toHaveAttribute('href', '/reference/sdks/go');
    const suffix = go.locator('span', { hasText: 'SDK' });
    const box = await suffix.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(1);
    // What search engines read as the link text (Lighthouse: link-text).
    const text = await go.evaluate((link: HTMLElement) => link.innerText);
    expect(text.replace(/\s+/g, ' ').trim()).toBe('Go SDK');
  });

  test('internal footer links open their pages without a reload', async ({ page }) => {
    await gotoHydrated(page, '/what-is-a-feature-flag');
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'kept';
    });
    await page.locator('footer').getByRole('link', { name: 'Quickstart' }).click();
    await expect(page).toHaveURL(/\/quickstart$/);
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'kept',
    );
  });
});

test.describe('skip link', () => {
  test('is the first stop for the keyboard and moves focus to the content', async ({ page }) => {
    test.skip(isPhone(page), 'keyboard navigation is a desktop concern');
    await gotoHydrated(page, '/quickstart');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The next stop is inside the content, not back in the navbar.
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(inMain).toBe(true);
  });
});
