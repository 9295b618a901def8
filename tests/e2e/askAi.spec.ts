import { test, expect, gotoHydrated, waitForHydration } from './fixtures';

/** ASK AI without an assistant widget: passages from the built-in index, quoted and linked. */

test('a question is answered with quoted, linked passages from the documentation', async ({
  page,
}) => {
  await gotoHydrated(page, '/quickstart');
  await page.getByRole('button', { name: 'ASK AI' }).click();
  const panel = page.getByRole('dialog', { name: 'Passages from the documentation' });
  await expect(panel).toBeVisible();
  const question = panel.getByLabel('Your question');
  await expect(question).toBeFocused();
  await question.fill('How are segments evaluated?');
  await panel.getByRole('button', { name: 'Find passages' }).click();

  const passages = panel.getByRole('list', { name: /Passages from the documentation for/ });
  const items = passages.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(0);
  expect(await items.count()).toBeLessThanOrEqual(4);
  await expect(items.first().locator('blockquote')).not.toBeEmpty();
  await expect(passages).toContainText(/segment/i);
  const link = items.first().getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/[^#]+/);
  await link.click();
  await expect(panel).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(href.split('#')[0]);
});

test('a question with no match says so; an unreachable index is reported', async ({
  page,
  console,
}) => {
  console.allow(/Failed to load resource|net::ERR_FAILED/);
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'ASK AI' }).click();
  const panel = page.getByRole('dialog', { name: 'Passages from the documentation' });
  await panel.getByLabel('Your question').fill('qqxjzv wwkkpz');
  await panel.getByRole('button', { name: 'Find passages' }).click();
  await expect(panel.getByRole('status')).toHaveText('No passages found for “qqxjzv wwkkpz”.');

  await page.route('**/search-index/**', (route) => route.abort('failed'));
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'ASK AI' }).click();
  await panel.getByLabel('Your question').fill('segments');
  await panel.getByRole('button', { name: 'Find passages' }).click();
  await expect(panel.getByRole('status')).toContainText('could not be loaded');
});
