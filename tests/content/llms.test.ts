/**
 * The Markdown copies of the production build (src/plugins/llmsOutput):
 * every doc page of the sitemap has its `.md`, clean of HTML and page chrome;
 * llms.txt lists each doc page exactly once; llms-full.txt holds them all.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { llmsFiles, llmsTitle, markdownPath } from '../../src/config/llms';
import { siteUrl } from '../../src/config/env';
import { buildDir, pageFileForRoute, readSitemap } from '../helpers/built';

const root = path.join(__dirname, '..', '..');
const origin = siteUrl.replace(/\/$/, '');

const sitemapRoutes = readSitemap().routes;

/** Sitemap pages rendered by a docs instance: the theme marks their article `theme-doc-markdown`. */
const docRoutes = sitemapRoutes.filter((route) => {
  const file = pageFileForRoute(route);
  return file !== null && fs.readFileSync(file, 'utf8').includes('theme-doc-markdown');
});

const readMarkdown = (route: string): string | null => {
  const file = path.join(buildDir, markdownPath(route));
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
};

/** The Markdown without fenced code blocks (also indented ones, in list items) and code spans. */
function prose(markdown: string): string {
  return markdown
    .replace(/^( *)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2`*[ ]*$/gm, '')
    .replace(/(`+)(?:(?!\1)[^\n])+?\1/g, '');
}

/** Text of the page chrome that must never reach the Markdown. */
const chrome = [
  'Skip to main content',
  'Toggle navigation bar',
  'Edit this page',
  'On this page',
  'Copy page',
  'View as Markdown',
  'Direct link to',
  'Mark as done',
  '\u200b',
];

test('the build has doc pages to check', () => {
  assert.ok(docRoutes.length > 500, `only ${docRoutes.length} doc pages in the sitemap`);
  assert.ok(docRoutes.includes('/quickstart'));
  assert.ok(docRoutes.includes('/reference/api/unleash'));
  assert.ok(docRoutes.some((route) => route.startsWith('/reference/api/unleash/')));
  assert.ok(!docRoutes.includes('/'), 'the home page is not a doc page');
});

test('every doc page of the sitemap has its Markdown copy, titled with its H1', () => {
  const problems: string[] = [];
  for (const route of docRoutes) {
    const markdown = readMarkdown(route);
    if (markdown === null) problems.push(`${route}: no ${markdownPath(route)}`);
    else if (!/^# \S/.test(markdown)) problems.push(`${route}: does not start with an H1`);
    else if (markdown.length < 200) problems.push(`${route}: only ${markdown.length} characters`);
  }
  assert.deepEqual(problems, []);
});

test('no Markdown copy contains HTML tags or page chrome', () => {
  const problems: string[] = [];
  for (const route of docRoutes) {
    const markdown = readMarkdown(route);
    if (markdown === null) continue;
    // An escaped `\<` is text; everything else that looks like a tag is left-over HTML.
    const tag = /(?<!\\)<\/?(?:[a-z][a-z0-9-]*)(?:\s[^>]*)?\/?>/i.exec(prose(markdown));
    if (tag) problems.push(`${route}: HTML ${tag[0]}`);
    for (const text of chrome) {
      if (markdown.includes(text)) problems.push(`${route}: ${JSON.stringify(text)}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('Mermaid diagrams of the docs come back as mermaid code blocks', () => {
  const countIn = (text: string): number => text.match(/^ *```mermaid(?:\s.*)?$/gm)?.length ?? 0;
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(file);
      return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [file] : [];
    });
  const inSources = sources(path.join(root, 'docs')).reduce(
    (sum, file) => sum + countIn(fs.readFileSync(file, 'utf8')),
    0,
  );
  const inCopies = docRoutes.reduce((sum, route) => sum + countIn(readMarkdown(route) ?? ''), 0);
  assert.ok(inSources > 0);
  assert.equal(inCopies, inSources);
});

const index = fs.readFileSync(path.join(buildDir, llmsFiles.index), 'utf8');
const listed = [...index.matchAll(/^- \[.+?\]\((\S+?)\)(?::|$)/gm)].map((match) => match[1]!);

test('llms.txt: title, summary, sections, one line per page', () => {
  assert.ok(index.startsWith(`# ${llmsTitle}\n\n> `));
  assert.match(index, /^## Get started$/m);
  assert.match(index, /^## API reference: Features$/m);
  for (const line of index.split('\n').filter((text) => text.startsWith('- '))) {
    assert.match(line, /^- \[[^\]\n]+\]\(https?:\/\/\S+\.md\)(: \S.*)?$/, line);
  }
});

test('llms.txt lists each doc page of the sitemap exactly once, by its Markdown copy', () => {
  const counts = new Map<string, number>();
  for (const url of listed) counts.set(url, (counts.get(url) ?? 0) + 1);
  const expected = docRoutes.map((route) => `${origin}${markdownPath(route)}`);
  assert.deepEqual(
    [...counts].filter(([, count]) => count > 1).map(([url]) => url),
    [],
    'listed more than once',
  );
  assert.deepEqual(
    expected.filter((url) => !counts.has(url)),
    [],
    'doc pages missing from llms.txt',
  );
  assert.deepEqual(
    listed.filter((url) => !expected.includes(url)),
    [],
    'llms.txt lists pages that are not doc pages of the sitemap',
  );
});

test('llms-full.txt holds every listed page, in llms.txt order, each after its URL', () => {
  const full = fs.readFileSync(path.join(buildDir, llmsFiles.full), 'utf8');
  assert.ok(full.startsWith(`# ${llmsTitle}\n\n> `));
  const urls = [...full.matchAll(/^---\n\nURL: (\S+)\n\n# /gm)].map((match) => match[1]!);
  assert.deepEqual(
    urls,
    listed.map((url) => url.replace(/\.md$/, '')),
  );
  const quickstart = readMarkdown('/quickstart');
  assert.ok(quickstart && full.includes(quickstart.trim()));
});
