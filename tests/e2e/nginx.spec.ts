/**
 * The production build behind a real nginx with the configuration the build
 * ships (build/nginx/http.conf in the http block, build/nginx/server.conf in
 * the server block), the way README.md tells a server to include them.
 * Runs in the `nginx` project of playwright.config.ts; needs nginx installed
 * (the test fails, and says how to install it, when it is missing).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { buildDir, builtFiles, builtRoutes } from '../helpers/built';
import { startNginx, type RunningNginx } from '../../scripts/lib/nginx';
import { hostileUrls } from '../fixtures/hostileUrls';
import { headerOf, rawRequest } from '../helpers/rawHttp';
import { redirects } from '../../src/config/redirects';
import { expandRedirects } from '../../src/plugins/hostConfig/redirectRules';
import { cacheControl } from '../../src/plugins/hostConfig/securityHeaders';
import { hostFiles } from '../../src/plugins/hostConfig';
import { parseHeadersFile } from '../../src/plugins/hostConfig/headersFile';

const port = Number(process.env.E2E_NGINX_PORT ?? 3211);
const origin = `http://127.0.0.1:${port}`;

const live = builtRoutes();
const { active } = expandRedirects(redirects, (route) => live.has(route));
const tableRows = active.filter((pair) => redirects.some((row) => row.from === pair.from));

/** The security headers `_headers` gives every path (its `/*` rule): nginx must send the same. */
const security =
  parseHeadersFile(fs.readFileSync(path.join(buildDir, hostFiles.headers), 'utf8')).find(
    (rule) => rule.path === '/*',
  )?.headers ?? [];

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin });

let nginx: RunningNginx | undefined;

test.beforeAll(async () => {
  nginx = await startNginx({ buildDir, port });
});

test.afterAll(async () => {
  await nginx?.stop();
});

async function head(
  request: { get: (url: string, options: object) => Promise<APIResponse> },
  url: string,
) {
  return request.get(url, { maxRedirects: 0 });
}

function expectSecurityHeaders(response: APIResponse, what: string): void {
  const headers = response.headers();
  for (const [name, value] of security) {
    expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
}

test('the configuration loads without a warning', () => {
  expect(nginx?.checkOutput).toMatch(/syntax is ok/);
  expect(nginx?.checkOutput).not.toMatch(/\[(warn|emerg|alert|crit)\]/);
});

test('hostile URLs get 400, 404 or 405, and redirects stay on the site', async () => {
  for (const { target, why, status, location, method } of hostileUrls) {
    const response = await rawRequest(origin, target, method);
    expect(response.status, `${why}: ${target}`).toBe(status);
    expect(headerOf(response, 'location'), `${why}: ${target}`).toBe(location);
    expect(headerOf(response, 'set-cookie'), why).toBeUndefined();
    const policy = headerOf(response, 'content-security-policy');
    expect(policy, `the policy on ${why}`).toBe(
      security.find(([name]) => name === 'Content-Security-Policy')?.[1],
    );
  }
});

test('/favicon.ico is served', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/icon/);
});

test('legacy paths answer 301 with their target', async ({ request }) => {
  expect(security.map(([name]) => name)).toContain('Content-Security-Policy');
  const withAnchor = tableRows.find((pair) => pair.to.includes('#'));
  const samples = [
    ...tableRows.slice(0, 6),
    ...(withAnchor ? [withAnchor] : []),
    { from: `${tableRows[0]!.from}.html`, to: tableRows[0]!.to },
    { from: `/docs${tableRows[1]!.from}`, to: tableRows[1]!.to },
    { from: '/docs/quickstart', to: '/quickstart' },
    { from: '/docs/reference/segments', to: '/reference/segments' },
    { from: '/docs', to: '/' },
    { from: '/help', to: '/' },
  ];
  expect(samples.length).toBeGreaterThan(8);
  for (const { from, to } of samples) {
    const response = await head(request, from);
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
    expectSecurityHeaders(response, `the redirect of ${from}`);
  }
});

test('.html, /index.html and trailing-slash forms answer 301 to the clean route', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/quickstart.html', '/quickstart'],
    ['/quickstart.htm', '/quickstart'],
    ['/quickstart/', '/quickstart'],
    ['/quickstart/index.html', '/quickstart'],
    ['/index.html', '/'],
    ['/reference/segments.html?tab=node', '/reference/segments?tab=node'],
  ]) {
    const response = await head(request, from!);
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test('pages answer under their clean route, without caching', async ({ request }) => {
  // One page of each kind of file: `a.html`, `a/index.html`, the home page.
  const nested = [...live].find(
    (route) => route !== '/' && fs.existsSync(path.join(buildDir, route, 'index.html')),
  );
  for (const route of ['/', '/quickstart', '/reference/segments', ...(nested ? [nested] : [])]) {
    const response = await head(request, route);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type'], route).toBe('text/html; charset=utf-8');
    expect(response.headers()['cache-control'], route).toBe(cacheControl.revalidate);
    expectSecurityHeaders(response, route);
    expect(await response.text()).toContain('<h1');
  }
});

test('an unknown path answers 404 with the not-found page', async ({ request }) => {
  for (const url of [
    '/this/page/does-not-exist',
    '/docs/this/never/existed',
    '/assets/js/nope.js',
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).toContain('Page Not Found');
    expectSecurityHeaders(response, `the 404 of ${url}`);
    expect(response.headers()['cache-control'], url).toBe(cacheControl.revalidate);
  }
});

test('hashed assets are cached for a year; the search index revalidates', async ({ request }) => {
  const main = fs
    .readdirSync(path.join(buildDir, 'assets', 'js'))
    .find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  const css = fs
    .readdirSync(path.join(buildDir, 'assets', 'css'))
    .find((file) => file.endsWith('.css'));
  for (const [url, type] of [
    [`/assets/js/${main}`, 'application/javascript; charset=utf-8'],
    [`/assets/css/${css}`, 'text/css; charset=utf-8'],
  ]) {
    const response = await head(request, url!);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe(cacheControl.immutable);
    expect(response.headers()['content-type'], url).toBe(type);
    expectSecurityHeaders(response, url!);
  }
  const index = await head(request, '/search-index/meta.json');
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe(cacheControl.revalidate);
  expect(index.headers()['content-type']).toBe('application/json; charset=utf-8');
  expectSecurityHeaders(index, 'the search index');
});

test('text is sent gzip-compressed to clients that accept it', async ({ request }) => {
  const main = fs
    .readdirSync(path.join(buildDir, 'assets', 'js'))
    .find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  for (const url of ['/quickstart', `/assets/js/${main}`, '/search-index/meta.json']) {
    const response = await request.get(url, {
      maxRedirects: 0,
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-encoding'], url).toBe('gzip');
    expect(response.headers()['vary'], url).toMatch(/Accept-Encoding/i);
    // Playwright decodes the body: what arrives is the file itself.
    expect((await response.body()).length, url).toBeGreaterThan(1024);
  }
  const plain = await request.get('/quickstart', {
    maxRedirects: 0,
    headers: { 'Accept-Encoding': 'identity' },
  });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test('Markdown files are served as text/markdown', async ({ request }) => {
  const markdown = builtFiles().find((file) => file.endsWith('.md'));
  test.skip(!markdown, 'this build has no .md files');
  const response = await head(request, `/${markdown!}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
});

test('the host configuration files are not served', async ({ request }) => {
  for (const url of [
    `/${hostFiles.headers}`,
    `/${hostFiles.redirects}`,
    `/${hostFiles.nginxServer}`,
    `/${hostFiles.nginxHttp}`,
  ]) {
    const response = await head(request, url);
    expect(response.status(), url).toBe(404);
  }
});

/** Collects the page's Content-Security-Policy violations, from before its first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective}: ${event.blockedURI || 'inline'}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('pages work under the policy: no violation, no console error', async ({ page }) => {
  const violations = await recordViolations(page);
  // The home page, a page with Mermaid diagrams, an API reference page, an academy page.
  const api = [...live].find((route) => route.startsWith('/reference/api/unleash/'));
  for (const route of [
    '/',
    '/quickstart',
    '/unleash-academy/introduction',
    ...(api ? [api] : []),
  ]) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    expect(response?.headers()['content-security-policy'], route).toBe(
      new Map(security).get('Content-Security-Policy'),
    );
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
    if (route === '/quickstart') {
      await expect(page.locator('.site-diagram svg[role="img"]').first()).toBeVisible();
    }
    expect(await violations(), route).toEqual([]);
  }
});

test('a legacy path lands on its page in the browser', async ({ page }) => {
  const row = tableRows.find((pair) => !pair.to.includes('#') && pair.to !== '/')!;
  await page.goto(row.from);
  await expect.poll(() => new URL(page.url()).pathname).toBe(row.to);
  await waitForHydration(page);
  await expect(page.locator('h1').first()).toBeVisible();
});

test('the not-found page works in the browser', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  expect(await violations()).toEqual([]);
});

test('search works through nginx', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/reference/segments');
  await waitForHydration(page);
  await page.keyboard.press('ControlOrMeta+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await input.fill('segments');
  const hit = page.locator('.DocSearch-Hit').first();
  await expect(hit).toBeVisible();
  await expect(hit).toContainText(/segment/i);
  await hit.click();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
