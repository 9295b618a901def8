import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { checkDocs, type Problem } from '../../scripts/lib/docsCheck';
import { apiPages } from '../../scripts/lib/docsCheck/apiPages';
import { parsePage } from '../../scripts/lib/docsCheck/markdown';
import { parseAll } from '../../scripts/lib/docsCheck/markdown';
import { apiRouteBase } from '../../src/config/apiReference';
import { parseFrontMatter } from '../../src/config/frontMatter';
import { loadTags } from '../../src/api/openapiSpec';
import { frontMatterBlock } from '../../src/config/frontMatter';
import { readRoutes } from '../helpers/pages';

// A small doc tree with one of each mistake (tests/unit/fixtures/docsCheck/site).
const siteDir = path.join(__dirname, 'fixtures', 'docsCheck', 'site');
const outline = [
  'intro',
  'guide',
  'broken-links',
  'images',
  'malformed-front-matter',
  'wrong-types',
  'dup',
];
const otherPages = [
  { route: `${apiRouteBase}/get-things`, anchors: new Set(['request']), source: 'the API' },
  { route: '/search', anchors: new Set<string>(), source: 'the search theme' },
];

let reports: Promise<string[]> | undefined;
function run(): Promise<string[]> {
  reports ??= checkDocs({ siteDir, outline, otherPages }).then((problems: Problem[]) =>
    problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`),
  );
  return reports;
}
async function reportsFor(file: string): Promise<string[]> {
  return (await run()).filter((report) => report.startsWith(`${file}:`));
}

test('a page with no mistakes gets no report', async () => {
  assert.deepEqual(await reportsFor('docs/intro.md'), []);
  assert.deepEqual(await reportsFor('docs/guide.md'), []);
  assert.deepEqual(await reportsFor('docs/hidden.md'), []);
});

test('every broken link and anchor of a page is reported with its line, the anchors behind a broken link included', async () => {
  assert.deepEqual(await reportsFor('docs/broken-links.md'), [
    'docs/broken-links.md:5: broken link /no-such-page: no page at /no-such-page',
    "docs/broken-links.md:7: broken anchor /guide#no-such-heading: /guide has no heading or element with id 'no-such-heading'",
    "docs/broken-links.md:9: broken anchor /reference/api/unleash/get-things#response: /reference/api/unleash/get-things has no heading or element with id 'response'",
    "docs/broken-links.md:9: broken anchor #nowhere: /broken-links has no heading or element with id 'nowhere'",
    'docs/broken-links.md:9: broken Markdown link ./missing.md: no such doc file',
    'docs/broken-links.md:13: broken link /also-missing: no page at /also-missing',
  ]);
});

test('missing images are reported in Markdown, in JSX <img> and in require(), and JSX links are checked', async () => {
  assert.deepEqual(await reportsFor('docs/images.mdx'), [
    'docs/images.mdx:5: missing image /img/missing.png',
    'docs/images.mdx:7: missing image /img/missing-jsx.svg',
    'docs/images.mdx:9: missing file ./missing-required.png',
    "docs/images.mdx:11: broken anchor /guide#nope: /guide has no heading or element with id 'nope'",
    'docs/images.mdx:11: broken link /nowhere: no page at /nowhere',
  ]);
});

test('malformed front matter is reported at the line of the entry to fix', async () => {
  assert.deepEqual(await reportsFor('docs/malformed-front-matter.md'), [
    'docs/malformed-front-matter.md:3: front matter is not valid YAML: Missing closing "quote',
  ]);
});

test('known front matter keys with values of the wrong type are reported at their line', async () => {
  assert.deepEqual(await reportsFor('docs/wrong-types.md'), [
    'docs/wrong-types.md:3: front matter: "sidebar_position" must be a number',
    'docs/wrong-types.md:4: front matter: "hide_title" must be a boolean',
    'docs/wrong-types.md:5: front matter: "not_in_sidebar" must be true or false',
  ]);
});

test('a duplicate route names both files', async () => {
  const reports = await run();
  assert.ok(
    reports.includes('docs/dup.md:1: duplicate route /dup: also served by docs/dup/index.md'),
  );
  assert.ok(
    reports.includes('docs/dup/index.md:1: duplicate route /dup: also served by docs/dup.md'),
  );
});

test('a page missing from the sidebar outline is reported unless marked not_in_sidebar', async () => {
  assert.deepEqual(await reportsFor('docs/unlisted.md'), [
    "docs/unlisted.md:1: page /unlisted is not in src/config/sidebar-outline.yaml: add it there, or mark it 'not_in_sidebar: true' in its front matter",
  ]);
});

test('heading ids are the ones Docusaurus gives: slugs, {#custom-id}, repeats numbered, no h1', async () => {
  const page = await parsePage(
    '# Title\n\n## Set up `the` client\n\n## Run it {#custom-run}\n\n## Set up the client\n\n<h3 id="raw">Raw</h3>\n',
  );
  assert.deepEqual(
    [...page.anchors],
    ['set-up-the-client', 'custom-run', 'set-up-the-client-1', 'raw'],
  );
});

test('the API reference routes and anchors come from openapi/', async () => {
  const pages = await apiPages();
  const tags = loadTags();
  const operations = tags.reduce((sum, tag) => sum + tag.operations.length, 0);
  assert.equal(pages.length, 1 + tags.length + operations);
  const index = pages.find((page) => page.route === apiRouteBase);
  assert.ok(index?.anchors.has('authentication'));
  const withParameters = tags
    .flatMap((tag) => tag.operations)
    .find(({ operation }) => operation.parameters);
  assert.ok(withParameters);
  const page = pages.find(
    (candidate) => candidate.route === `${apiRouteBase}/${withParameters.slug}`,
  );
  assert.ok(page?.anchors.has('request'));
});

test('the site front matter parser names the file and line, every time the same text is parsed', async () => {
  const fileContent = '---\ntitle: "unclosed\n---\n\nText.\n';
  const params = {
    filePath: path.join(process.cwd(), 'docs', 'broken.md'),
    fileContent,
    defaultParseFrontMatter: async () => ({ frontMatter: {}, content: '' }),
  };
  for (let save = 1; save <= 2; save += 1) {
    await assert.rejects(
      parseFrontMatter(params),
      /^Error: docs\/broken\.md:2: front matter is not valid YAML/,
    );
  }
  // With Docusaurus's own parser: alone, it throws once and then returns the
  // cached empty front matter for the same text; behind ours, it fails every time.
  const real = { ...params, fileContent: '---\ntitle: Fine\nfoo: : bar\n---\n' };
  await assert.rejects(DEFAULT_PARSE_FRONT_MATTER(real));
  assert.deepEqual((await DEFAULT_PARSE_FRONT_MATTER(real)).frontMatter, {});
  for (let save = 1; save <= 2; save += 1) {
    await assert.rejects(
      parseFrontMatter({ ...real, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER }),
      /^Error: docs\/broken\.md:3: front matter is not valid YAML/,
    );
  }
  // Docusaurus's parser returning nothing for text that has keys is an error too.
  await assert.rejects(
    parseFrontMatter({ ...params, fileContent: '---\ntitle: Fine\n---\n' }),
    /parsed as empty/,
  );
});

test('pages parsed together come back complete and in order', async () => {
  const contents = Array.from(
    { length: 90 },
    (_, index) =>
      `## Heading ${index}\n\n[link](/page-${index}#part)\n${'\nText.'.repeat(index)}\n`,
  );
  const pages = await parseAll(contents);
  assert.equal(pages.length, contents.length);
  for (const [index, page] of pages.entries()) {
    assert.deepEqual([...page.anchors], [`heading-${index}`]);
    assert.deepEqual(page.references, [{ kind: 'link', url: `/page-${index}#part`, line: 3 }]);
  }
});

test('the pages marked not_in_sidebar are the doc routes the route list puts in no sidebar', () => {
  const root = path.join(__dirname, '..', '..');
  const expected = readRoutes(path.join(root, 'tests', 'content', 'routes.tsv'))
    .filter(({ sidebar, route }) => sidebar === 'none' && !route.startsWith(apiRouteBase))
    .map(({ route }) => route)
    .filter((route) => fs.existsSync(path.join(root, 'docs', `${route.slice(1)}.md`)))
    .sort();
  const marked: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) {
        const block = frontMatterBlock(fs.readFileSync(file, 'utf8'));
        if (block && /^not_in_sidebar: true$/m.test(block.yaml)) {
          marked.push(`/${path.relative(path.join(root, 'docs'), file).replace(/\.mdx?$/, '')}`);
        }
      }
    }
  };
  walk(path.join(root, 'docs'));
  assert.deepEqual(marked.sort(), expected);
});
