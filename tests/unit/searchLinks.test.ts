import { test } from 'node:test';
import assert from 'node:assert/strict';
import { linkedRoutes } from '../../src/search/collect';
import { pageRankFactor, pageRankFor } from '../../src/search/ranking';

const origin = 'https://docs.example.com';

test("a page's links count from its Markdown body only, once per target", () => {
  const html = [
    '<nav><a href="/navbar-link">Nav</a></nav>',
    '<article><nav class="breadcrumbs"><a href=/crumb>Crumb</a></nav>',
    '<div class="theme-doc-markdown markdown">',
    '<p>See <a href="/reference/segments#usage">segments</a>, <a href=/reference/segments/>again</a>,',
    `<a href="${origin}/quickstart?x=1">absolute</a>, <a href="//evil.example/x">elsewhere</a>,`,
    '<a href="https://other.example/">outside</a> and <a class=x href=\'/single\'>quoted</a>.</p>',
    '</div></article><footer><a href="/footer-link">Footer</a></footer>',
  ].join('');
  assert.deepEqual([...linkedRoutes(html, origin)].sort(), [
    '/quickstart',
    '/reference/segments',
    '/single',
  ]);
  assert.deepEqual([...linkedRoutes('<p><a href="/x">no body</a></p>', origin)], []);
});

test('page rank grows with each doubling of the pages that link in; API pages stay at 0', () => {
  assert.equal(pageRankFor('doc', 0), 1);
  assert.equal(pageRankFor('doc', 1), 2);
  assert.equal(pageRankFor('doc', 3), 3);
  assert.equal(pageRankFor('doc', 7), 4);
  assert.equal(pageRankFor('doc', 10_000), 8);
  assert.equal(pageRankFor('api', 500), 0);
  assert.equal(pageRankFactor(1), 1);
  assert.ok(pageRankFactor(8) > pageRankFactor(4));
});
