import { test, expect, gotoHydrated, isPhone, openMobileMenu, withSiteSettings } from './fixtures';
import { externalLinks, githubStarsLabel } from '../../src/config/links';

test.describe('navbar', () => {
  test('shows every item and links out safely', async ({ page }) => {
    const githubCalls: string[] = [];
    page.on('request', (request) => {
      if (/github\.com|api\.github/.test(request.url())) githubCalls.push(request.url());
    });
    await gotoHydrated(page, '/quickstart');
    if (isPhone(page)) await openMobileMenu(page);
    const scope = isPhone(page) ? page.locator('.navbar-sidebar') : page.locator('.navbar');

    for (const [name, href] of [
      ['Product', externalLinks.product],
      ['Plans', externalLinks.plans],
      ['Blog', externalLinks.blog],
      ['Sign in', externalLinks.signIn],
      ['Start free trial', externalLinks.freeTrial],
    ] as const) {
      const link = scope.getByRole('link', { name: new RegExp(`^${name}\\b`) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }

    const stars = scope.getByRole('link', { name: /Unleash on GitHub/ });
    await expect(stars).toHaveAttribute('href', externalLinks.github);
    await expect(stars).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(stars.getByTestId('github-stars')).toHaveText(githubStarsLabel);
    expect(githubCalls, 'the star count is static').toEqual([]);

    if (!isPhone(page)) {
      await expect(scope.getByRole('separator')).toBeVisible();
      await expect(
        scope.getByRole('button', { name: /Switch between dark and light mode/ }),
      ).toBeVisible();
      await expect(scope.getByRole('button', { name: 'Search' })).toBeVisible();
    }
  });

  test('Academy is a client-side link', async ({ page }) => {
    await gotoHydrated(page, '/quickstart');
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same document';
    });
    if (isPhone(page)) await openMobileMenu(page);
    const scope = isPhone(page) ? page.locator('.navbar-sidebar') : page.locator('.navbar');
    await scope.getByRole('link', { name: 'Academy', exact: true }).click();
    await expect(page).toHaveURL(/\/unleash-academy\/introduction$/);
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same document',
    );
  });

  test('stays fixed at the top while the page scrolls', async ({ page }) => {
    await gotoHydrated(page, '/what-is-a-feature-flag');
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 500);
    await page.waitForTimeout(300);
    const box = await page.locator('nav.navbar').boundingBox();
    expect(box?.y).toBe(0);
    await expect(page.locator('nav.navbar')).toBeInViewport();
  });

  test('hides on scroll down when the setting is on', async ({ page, console }) => {
    // The pages were rendered with the setting off, so React re-renders the navbar (#418).
    console.allow(/Minified React error #418/);
    await withSiteSettings(page, [['hideOnScroll:!1,', 'hideOnScroll:!0,']]);
    await gotoHydrated(page, '/what-is-a-feature-flag');
    const navbar = page.locator('nav.navbar');
    await page.mouse.wheel(0, 400);
    await page.mouse.wheel(0, 400);
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(navbar).toBeInViewport();
  });
});

test.describe('mobile menu', () => {
  test('opens below 996 px and closes when the viewport widens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/quickstart');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(toggle).toBeVisible();
    await expect(
      page.locator('.navbar__items--right .navbar__link', { hasText: 'Plans' }),
    ).toBeHidden();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', { name: 'Plans' })).toBeVisible();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);

    await page.setViewportSize({ width: 1200, height: 844 });
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeHidden();
    await expect(page.locator('.navbar').getByRole('link', { name: 'Plans' })).toBeVisible();
  });

  test('is not used at 996 px and wider', async ({ page }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await gotoHydrated(page, '/quickstart');
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    // 996 px itself is desktop: the navbar's links and the docs sidebar are in sight.
    await page.setViewportSize({ width: 996, height: 800 });
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    await expect(page.locator('.navbar').getByRole('link', { name: 'Plans' })).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
    await page.setViewportSize({ width: 995, height: 800 });
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();
  });
});
