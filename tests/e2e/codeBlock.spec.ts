import { test, expect, gotoHydrated } from './fixtures';

// Code blocks are highlighted on the server; in the browser, Prism arrives in
// its own chunk after hydration (src/theme/CodeBlock/Content).

test('the server HTML already has the highlighted code, and it stays after hydration', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/quickstart')).text();
  expect(html).toContain('class="token function"');
  expect(html, 'no streamed-in boundaries that need inline scripts').not.toContain('$RC');

  await gotoHydrated(page, '/quickstart');
  const first = page.locator('pre.language-bash').first();
  await expect(first.locator('.token').first()).toBeVisible();
  await expect(first.locator('code')).toContainText('docker');
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
