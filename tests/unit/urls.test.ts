import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanPathRedirect } from '../../scripts/lib/urls';

test('legacy forms of a route redirect to the clean route', () => {
  const cases: Array<[string, string]> = [
    ['/quickstart.html', '/quickstart'],
    ['/quickstart.htm', '/quickstart'],
    ['/quickstart/index.html', '/quickstart'],
    ['/quickstart/', '/quickstart'],
    ['/a/b/index.htm', '/a/b'],
    ['/index.html', '/'],
    ['/QUICKSTART.HTML', '/QUICKSTART'],
  ];
  for (const [from, to] of cases) assert.equal(cleanPathRedirect(from), to, from);
});

test('clean routes and assets are served as they are', () => {
  for (const path of [
    '/',
    '/quickstart',
    '/img/logo.svg',
    '/assets/js/main.1234.js',
    '/sitemap.xml',
    // The Markdown copies of the pages (src/plugins/llmsOutput) are files, not routes.
    '/quickstart.md',
    '/reference/api/unleash.md',
    '/llms.txt',
  ]) {
    assert.equal(cleanPathRedirect(path), null, path);
  }
});
