import { test as base, expect, type Page, type Route } from '@playwright/test';
import {
  contentSecurityPolicy,
  noThirdParties,
  type ThirdPartySources,
} from '../../src/plugins/hostConfig/securityHeaders';
import { parsePolicy } from '../helpers/csp';
import { waitForHydration } from '../../scripts/lib/browser';

/**
 * Console messages that are expected and harmless. Keep this list short and
 * say why each entry is here.
 */
const allowedConsoleErrors: RegExp[] = [
  // Chromium reports the 404 status of the not-found page as a failed resource load.
  /Failed to load resource: the server responded with a status of 404/,
];

type ConsoleGuard = {
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Console warnings seen so far. */
  warnings: string[];
  /** Expect errors matching `pattern` in this test (for tests that break things on purpose). */
  allow: (pattern: RegExp) => void;
};

type Fixtures = {
  /** Fails the test if the page logs an unexpected console error or throws. */
  console: ConsoleGuard;
};

export const test = base.extend<Fixtures>({
  console: [
    async ({ page }, use) => {
      const allowed = [...allowedConsoleErrors];
      const guard: ConsoleGuard = {
        errors: [],
        warnings: [],
        allow: (pattern) => allowed.push(pattern),
      };
      page.on('console', (message) => {
        if (message.type() === 'warning') guard.warnings.push(message.text());
        if (message.type() === 'error') guard.errors.push(message.text());
      });
      page.on('pageerror', (error) => guard.errors.push(`Uncaught: ${error.message}`));
      // Every page is served with the build's Content-Security-Policy: report
      // anything it blocks as an error, with the directive and what was blocked.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline resource'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(guard);
      const unexpected = guard.errors.filter((text) => !allowed.some((re) => re.test(text)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export { waitForHydration };

export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Whether the test runs in the phone project (navbar collapses into the mobile menu). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 996;
}

/**
 * Serves the production `main` bundle with some site settings changed, the way
 * a build with other environment variables would have them. Each replacement
 * must match exactly once, so a renamed setting fails the test loudly. Pass the
 * third parties such a build would be configured with: its pages then carry
 * that build's Content-Security-Policy.
 */
export async function withSiteSettings(
  page: Page,
  replacements: Array<[from: string, to: string]>,
  { thirdParties }: { thirdParties?: Partial<ThirdPartySources> } = {},
): Promise<void> {
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route: Route) => {
    const response = await route.fetch();
    let body = await response.text();
    for (const [from, to] of replacements) {
      const count = body.split(from).length - 1;
      if (count !== 1)
        throw new Error(`expected "${from}" once in the main bundle, found ${count}`);
      body = body.replace(from, to);
    }
    await route.fulfill({ response, body });
  });
  if (thirdParties) await withPolicyFor(page, { ...noThirdParties, ...thirdParties });
}

/**
 * Pages get the policy the build would have with `thirdParties` configured:
 * the same hashes of the same inline scripts, the hosts of those services.
 */
async function withPolicyFor(page: Page, thirdParties: ThirdPartySources): Promise<void> {
  // Pages have clean URLs; files (scripts, images, the index) pass by untouched.
  const isPage = (url: URL): boolean =>
    !/\.\w+$/.test(url.pathname) || /\.html?$/.test(url.pathname);
  await page.route(isPage, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = response.headers();
    const served = headers['content-security-policy'];
    if (served) {
      const hashes = (parsePolicy(served).get('script-src') ?? []).filter((source) =>
        source.startsWith("'sha256-"),
      );
      headers['content-security-policy'] = contentSecurityPolicy({
        inlineScriptHashes: hashes,
        thirdParties,
      });
    }
    await route.fulfill({ response, headers });
  });
}

/**
 * Opens the phone navbar menu on its main panel (on doc pages it opens on the
 * doc sidebar, with the navbar items one step back).
 */
export async function openMobileMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const back = page.getByRole('button', { name: /Back to main menu/ });
  if (await back.isVisible()) await back.click();
}
