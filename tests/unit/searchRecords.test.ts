import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractRecords, maxContentLength } from '../../src/search/records';
import type { SearchRecord } from '../../src/search/types';
import { buildSearchIndex } from '../../src/search/collect';
import { SearchEngine } from '../../src/search/engine';
import { readFixture } from '../helpers/fixtures';

const docUrl = 'https://docs.example.com/reference/segments';
const doc = extractRecords({ html: readFixture('search', 'doc-page.html'), url: docUrl });
const contents = (records: SearchRecord[]): string[] =>
  records.filter((r) => r.type === 'content').map((r) => r.content ?? '');

test('levels: lvl0 is the sidebar section, lvl1 the title, lvl2/lvl3 the headings', () => {
  const headings = doc.filter((r) => r.type !== 'content');
  assert.deepEqual(
    headings.map((r) => [
      r.type,
      r.hierarchy.lvl0,
      r.hierarchy.lvl1,
      r.hierarchy.lvl2,
      r.hierarchy.lvl3,
    ]),
    [
      ['lvl1', 'Core concepts', 'Segments', null, null],
      ['lvl2', 'Core concepts', 'Segments', 'How segments are evaluated', null],
      [
        'lvl3',
        'Core concepts',
        'Segments',
        'How segments are evaluated',
        'Use a segment from code',
      ],
      ['lvl2', 'Core concepts', 'Segments', 'Limits', null],
    ],
  );
  for (const record of headings) assert.equal(record.content, null);
});

test('anchors: each record links to its nearest heading; the title to the bare page', () => {
  const urlOf = (text: string): string | undefined => doc.find((r) => r.content === text)?.url;
  assert.equal(doc[0]?.url, docUrl);
  assert.equal(urlOf('A segment is a named, reusable set of constraints.'), docUrl);
  assert.equal(
    urlOf('Every constraint of every segment must match.'),
    `${docUrl}#how-segments-are-evaluated`,
  );
  assert.equal(urlOf('The SDK evaluates segments locally.'), `${docUrl}#code-example`);
  assert.equal(urlOf('Values per segment — 1000'), `${docUrl}#limits`);
});

test('content: paragraphs and list items, nested lists on their own, no anchor characters', () => {
  const texts = contents(doc);
  assert.ok(texts.includes('A segment matches when all of its constraints match:'));
  assert.ok(texts.includes('Every constraint of every segment must match.'));
  assert.ok(texts.includes('Nested rule about AND blocks.'));
  assert.ok(texts.includes('A list item made of a paragraph.'));
  assert.equal(texts.filter((t) => t === 'A list item made of a paragraph.').length, 1);
  assert.ok(texts.every((t) => !t.includes('\u200b')));
});

test('code blocks, diagrams and buttons are not indexed', () => {
  const all = JSON.stringify(doc);
  assert.ok(!all.includes('secretToken'));
  assert.ok(!all.includes('Copy'));
  assert.ok(!all.includes('graph TD'));
});

test('tables: one record per row, the header row (the column names) included', () => {
  const rows = contents(doc).filter((t) => t.includes(' — '));
  assert.deepEqual(rows, [
    'Limit — Default',
    'Values per segment — 1000',
    'Segments per strategy — 5',
  ]);
  assert.ok(!contents(doc).includes('Segments per strategy'));
});

test("a documentation page's description is the first text of its title's section", () => {
  const first = doc.findIndex((r) => r.type === 'content');
  assert.equal(
    doc[first]?.content,
    'Reusable groups of constraints, and the limits that apply to them.',
  );
  assert.equal(doc[first]?.hierarchy.lvl2, null);
  assert.equal(doc[first]?.url, docUrl);
  // Generated API pages repeat their summary in the text: it is not added.
  const api = extractRecords({
    html: readFixture('search', 'api-page.html'),
    url: 'https://docs.example.com/reference/api/unleash/get-segments',
  });
  assert.ok(api.length > 0);
  assert.ok(!contents(api).includes('Generated summary of the operation.'));
});

test('admonitions: the text is content, the label is not', () => {
  assert.ok(contents(doc).includes('Segments count towards the resource limits.'));
  assert.ok(!contents(doc).some((t) => /^warning/i.test(t)));
});

test('tabs: every panel is searchable, hidden ones included', () => {
  assert.ok(contents(doc).includes('Install the Node.js SDK first.'));
  assert.ok(contents(doc).includes('Install the Go SDK first.'));
});

test('the same text twice in one section is one record', () => {
  const text = 'A segment matches when all of its constraints match:';
  const limits = doc.filter((r) => r.hierarchy.lvl2 === 'Limits' && r.content === text);
  assert.equal(limits.length, 1);
  const evaluated = doc.filter(
    (r) => r.hierarchy.lvl2 === 'How segments are evaluated' && r.content === text,
  );
  assert.equal(evaluated.length, 1);
});

test('facets, ids and weights', () => {
  const ids = new Set(doc.map((r) => r.objectID));
  assert.equal(ids.size, doc.length);
  for (const record of doc) {
    assert.equal(record.language, 'en');
    assert.equal(record.docusaurus_tag, 'docs-default-current');
  }
  assert.equal(doc[0]?.weight.level, 100);
  assert.equal(doc.find((r) => r.type === 'lvl2')?.weight.level, 90);
  assert.equal(doc.find((r) => r.type === 'content')?.weight.level, 0);
});

test('API reference pages: method and path, parameters, responses', () => {
  const url = 'https://docs.example.com/reference/api/unleash/get-features';
  const api = extractRecords({ html: readFixture('search', 'api-page.html'), url });
  assert.equal(api[0]?.type, 'lvl1');
  assert.equal(api[0]?.hierarchy.lvl0, 'API reference');
  assert.equal(api[0]?.hierarchy.lvl1, "Get a project's feature flags");
  const texts = contents(api);
  assert.ok(texts.includes('GET /api/admin/projects/:projectId/features'), texts.join('\n'));
  assert.ok(texts.includes('projectId string required'));
  assert.ok(texts.includes('The id of the project.'));
  assert.ok(texts.includes('Authorization information is missing or invalid.'));
  assert.ok(texts.includes('features object[]'));
  const headings = api.filter((r) => r.type !== 'content').map((r) => r.hierarchy.lvl2);
  assert.deepEqual(headings, [null, 'Request', 'Responses']);
  assert.equal(api.find((r) => r.content === 'The id of the project.')?.url, `${url}#request`);
  // Its operation name, from the route, is a keyword of the title record only.
  assert.deepEqual(api[0]?.keywords, ['getFeatures']);
  assert.ok(api.slice(1).every((record) => record.keywords === undefined));
});

test('pages without documentation content give no records; long text is cut', () => {
  assert.deepEqual(
    extractRecords({ html: '<html><body><main>Home</main></body></html>', url: docUrl }),
    [],
  );
  const long = `<article><div class="theme-doc-markdown"><h1>T</h1><p>${'word '.repeat(600)}</p></div></article>`;
  const [, record] = extractRecords({ html: long, url: docUrl });
  assert.ok((record?.content?.length ?? 0) <= maxContentLength + 1);
});

test("a page's keywords ride on its title record, are searched, and are never shown", async () => {
  const html = readFixture('search', 'doc-page.html').replace(
    '<meta name="docsearch:language"',
    '<meta name="keywords" content="reusable targeting, shared rules"><meta name="docsearch:language"',
  );
  const records = extractRecords({ html, url: docUrl });
  const title = records.find((r) => r.type === 'lvl1');
  assert.deepEqual(title?.keywords, ['reusable targeting', 'shared rules']);
  assert.ok(records.every((r) => r.type === 'lvl1' || r.keywords === undefined));
  assert.equal(doc.find((r) => r.type === 'lvl1')?.keywords, undefined);
  // The built-in engine finds the page by a keyword its text lacks, and shows its title.
  const { files } = buildSearchIndex(records);
  const engine = new SearchEngine(async (file) => JSON.parse(files.get(file) ?? 'null'));
  const { hits } = await engine.search({ query: 'shared rules' });
  assert.equal(hits[0]?.url, docUrl);
  assert.equal(hits[0]?.type, 'lvl1');
  // The record chunks (what results show) do not carry them.
  const chunks = [...files].filter(([name]) => name.startsWith('docs-'));
  assert.ok(chunks.length > 0);
  assert.ok(chunks.every(([, text]) => !text.includes('shared rules')));
});
