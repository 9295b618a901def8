import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { buildDir } from '../helpers/built';
import { cacheControl } from '../../src/plugins/hostConfig/securityHeaders';
import { hostFiles } from '../../src/plugins/hostConfig';
import { parseHeadersFile } from '../../src/plugins/hostConfig/headersFile';

/**
 * `npm run serve` (the server of every other spec) sends the headers of the
 * build's `_headers` as Netlify and Cloudflare Pages do, so the whole suite
 * runs under the site's Content-Security-Policy.
 */
test.describe('response headers of npm run serve', () => {
  test.skip(({ isMobile }) => isMobile, 'headers do not depend on the viewport');

  const rules = parseHeadersFile(fs.readFileSync(path.join(buildDir, hostFiles.headers), 'utf8'));
  const security = rules.find((rule) => rule.path === '/*')?.headers ?? [];

  test('pages, assets and the search index carry the security headers and their cache rule', async ({
    request,
  }) => {
    expect(security.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
    const main = fs
      .readdirSync(path.join(buildDir, 'assets', 'js'))
      .find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    for (const [url, cache] of [
      ['/quickstart', cacheControl.revalidate],
      ['/', cacheControl.revalidate],
      [`/assets/js/${main}`, cacheControl.immutable],
      ['/search-index/meta.json', cacheControl.revalidate],
    ]) {
      const response = await request.get(url!);
      expect(response.status(), url).toBe(200);
      for (const [name, value] of security) {
        expect(response.headers()[name.toLowerCase()], `${name} on ${url}`).toBe(value);
      }
      expect(response.headers()['cache-control'], url).toBe(cache);
    }
  });
});
