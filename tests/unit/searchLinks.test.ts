import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from 'cheerio';
import { bodyLinks, recordCollector } from '../../src/search/collect';
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
  const routes = (page: string) => [...new Set(bodyLinks(load(page), origin).map((l) => l.route))];
  assert.deepEqual(routes(html).sort(), ['/quickstart', '/reference/segments', '/single']);
  assert.deepEqual(routes('<p><a href="/x">no body</a></p>'), []);
});

/** A built doc page as the search reads it: a title and a Markdown body. */
const page = (title: string, body: string) =>
  `<html><head><meta name="keywords" content="own word"></head><body><article>` +
  `<div class="theme-doc-markdown markdown"><h1>${title}</h1><p>Text of ${title}.</p>${body}</div>` +
  `</article></body></html>`;

test("the words other pages write around a link are searched with the linked page's title", () => {
  const collector = recordCollector(origin);
  collector.add('/anatomy', page('Anatomy', ''));
  collector.add(
    '/overview',
    page(
      'Overview',
      '<ul><li>See how projects and strategies fit together in <a href="/anatomy">the anatomy</a>.</li></ul>' +
        `<p>${'long '.repeat(90)}<a href="/anatomy#x">anatomy again</a></p>`,
    ),
  );
  // An API page's links say nothing about the pages they point to.
  collector.add(
    '/reference/api/unleash/x',
    page('X', '<p>Operation notes <a href="/anatomy">here</a></p>'),
  );
  const records = collector.records();
  const titleOf = (route: string) =>
    records.find((r) => r.type === 'lvl1' && r.url === `${origin}${route}`);
  // The page's own keywords stay as they are; the link words are apart.
  assert.deepEqual(titleOf('/anatomy')?.keywords, ['own word']);
  const around = new Set((titleOf('/anatomy')?.linkWords ?? '').split(' '));
  for (const word of ['fit', 'together', 'projects', 'strategies', 'anatomy'])
    assert.ok(around.has(word), word);
  // The over-long paragraph and the API page's text are left out.
  assert.ok(!around.has('long') && !around.has('operation'));
  assert.equal(titleOf('/overview')?.linkWords, undefined);
  // Stop words are left out.
  assert.ok(!around.has('how') && !around.has('in'));
  // The other records of the page get none.
  assert.ok(records.filter((r) => r.type !== 'lvl1').every((r) => r.linkWords === undefined));
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
