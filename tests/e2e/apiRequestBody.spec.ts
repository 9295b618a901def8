import { test, expect, gotoHydrated } from './fixtures';
import { builtRoutes } from '../helpers/built';

/**
 * The request-body editor of the API pages (src/theme/ApiExplorer/LiveEditor):
 * the theme's version evaluated the body with `new Function`, which the
 * Content-Security-Policy blocks. Ours edits the body without evaluating it,
 * and the request samples follow the edits. The editor is part of the request
 * explorer, which the reader opens first.
 */
const route = '/reference/api/unleash/create-banner';

test.describe('API request body editor', () => {
  test.skip(({ isMobile }) => isMobile, 'the editor does not depend on the viewport');
  test.skip(!builtRoutes().has(route), `${route} is not in this build`);

  test('shows the example body, and the curl sample follows the edits, keyboard only', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, route);
    const open = page.getByRole('button', { name: 'Try it: open the request explorer' });
    await open.focus();
    await page.keyboard.press('Enter');
    const editor = page.locator('.openapi-explorer__playground-editor pre');
    await expect(editor).toContainText('"message"');
    const curl = page.locator('pre').filter({ hasText: /^\s*curl/ });
    await expect(curl).toContainText('Planned maintenance');

    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    // Each key regenerates the nine request samples: few keys, so a busy machine keeps up.
    await page.keyboard.type('{"x":"edited"}');
    await expect(curl).toContainText(`-d '{"x":"edited"}'`);
    await expect(curl).not.toContainText('Planned maintenance');

    // Tab leaves the editor; Shift+Tab comes back, and it still takes keys.
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(editor).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('{"y":2}');
    await expect(curl).toContainText(`-d '{"y":2}'`);
  });
});
