/**
 * `npm run serve` (the server of every spec but nginx's) behaves like the
 * hosts it stands in for: the hostile URL table, methods, host files, legacy
 * paths, exact-case routes, and a Content-Security-Policy that keeps out any
 * inline script the site does not write.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, waitForHydration, gotoHydrated } from './fixtures';
import { buildDir } from '../helpers/built';
import { hostileUrls } from '../fixtures/hostileUrls';
import { headerOf, rawRequest } from '../helpers/rawHttp';
import { hostFiles } from '../../src/plugins/hostConfig';
import { parseRedirectsFile } from '../../scripts/lib/hostRules';

test.describe('npm run serve as a host', () => {
  test.skip(({ isMobile }) => isMobile, 'what the server answers does not depend on the viewport');

  test('answers every hostile URL with the status nginx gives, and never redirects off the site', async ({
    baseURL,
  }) => {
    for (const { target, why, status, location, method } of hostileUrls) {
      const response = await rawRequest(baseURL!, target, method);
      expect(response.status, `${why}: ${target}`).toBe(status);
      expect(headerOf(response, 'location'), `${why}: ${target}`).toBe(location);
      // The injected header names never come back as headers of their own.
      expect(headerOf(response, 'set-cookie'), why).toBeUndefined();
      expect(headerOf(response, 'content-security-policy'), why).toMatch(/^default-src 'self'/);
      if (status === 405) expect(headerOf(response, 'allow')).toBe('GET, HEAD');
    }
  });

  test('legacy paths answer 301 from the table, as nginx does', async ({ baseURL }) => {
    const table = parseRedirectsFile(
      fs.readFileSync(path.join(buildDir, hostFiles.redirects), 'utf8'),
    );
    const rows = [...table.exact].slice(0, 12);
    expect(rows.length).toBeGreaterThan(10);
    for (const [from, to] of rows) {
      const response = await rawRequest(baseURL!, from);
      expect(response.status, from).toBe(301);
      expect(headerOf(response, 'location'), from).toBe(to);
    }
  });

  test('/favicon.ico is an icon', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    const body = await response.body();
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  });
});

test.describe('routes are case-exact', () => {
  for (const url of [
    '/QUICKSTART',
    '/Reference/Segments',
    '/reference/API/unleash/create-feature',
    '/reference/does-not-exist',
    '/reference/api/unleash/no-such-operation',
    '/reference/API/no-such-page',
  ]) {
    test(`${url} is the not-found page, before and after the scripts run`, async ({
      page,
      console,
    }) => {
      // Known: the wrong-case path of an existing API operation hydrates the not-found
      // page with a recoverable mismatch (React #418); the page shown is right.
      if (url.includes('/API/unleash/')) console.allow(/Minified React error #418/);
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page.locator('article')).toHaveCount(0);
    });
  }

  test('a client-side navigation to a wrong-case path shows the not-found page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/quickstart');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/Reference/Segments');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});

test.describe('the Content-Security-Policy', () => {
  test.skip(({ isMobile }) => isMobile, 'the policy does not depend on the viewport');

  test('a script planted in a page, inline or breaking out of its data script, does not run', async ({
    page,
    console,
  }) => {
    console.allow(
      /CSP violation: script-src-elem blocked inline|Executing inline script violates the following Content Security Policy/,
    );
    // The planted markup is not what React renders, so hydration reports a mismatch.
    console.allow(/Minified React error #418/);
    const html = fs.readFileSync(path.join(buildDir, 'quickstart.html'), 'utf8');
    const planted = html
      // What an MDX `<script>` would render.
      .replace('</article>', '<script>window.pwnedInline = true</script></article>')
      // What a `</script>` title did to the breadcrumbs' JSON-LD before it was escaped.
      .replace(
        '</head>',
        '<script type="application/ld+json">{"name":"</script><script>window.pwnedBreakout = true</script>"}</script></head>',
      );
    expect(planted).not.toBe(html);
    await page.route('**/quickstart', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: planted });
    });
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          event.violatedDirective,
        ),
      );
    });
    await page.goto('/quickstart');
    await waitForHydration(page);
    expect(
      await page.evaluate(() => {
        const flags = window as unknown as { pwnedInline?: boolean; pwnedBreakout?: boolean };
        return [flags.pwnedInline ?? false, flags.pwnedBreakout ?? false];
      }),
    ).toEqual([false, false]);
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    expect(violations.every((directive) => directive.startsWith('script-src'))).toBe(true);
  });

  test('the breadcrumbs JSON-LD of every page type is one JSON value', async ({ request }) => {
    for (const url of ['/quickstart', '/reference/api/unleash/create-feature']) {
      const html = await (await request.get(url)).text();
      const data = [
        ...html.matchAll(
          /<script[^>]*type=(?:"application\/ld\+json"|application\/ld\+json)[^>]*>([^<]*)<\/script>/g,
        ),
      ].map((match) => match[1]!);
      expect(data.length, url).toBeGreaterThan(0);
      for (const text of data) expect(() => JSON.parse(text), url).not.toThrow();
    }
  });
});

test.describe('what crawlers are told', () => {
  test.skip(({ isMobile }) => isMobile, 'the same for every viewport');

  test('/search is out of the sitemap and says noindex in a tag crawlers read', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/quickstart</loc>');
    expect(sitemap).not.toMatch(/:\/\/[^/<]+\/search<\/loc>/);
    await page.goto('/search');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/quickstart');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});
