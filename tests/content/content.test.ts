/**
 * Content checks on the production build (run after `npm run build`):
 * every route of a finished part is a real page, and every published page has
 * a description, enough words and no placeholder text. Links and anchors are
 * checked by the build itself (onBrokenLinks/onBrokenAnchors: 'throw').
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { finishedParts, landingPages, minimumWords, placeholderPattern } from './parts';
import { proseWordCount, readFrontMatter, readRoutes } from '../helpers/pages';
import { pageFileForRoute } from '../helpers/built';

const root = path.join(__dirname, '..', '..');
const docsDir = path.join(root, 'docs');
const routes = readRoutes(path.join(__dirname, 'routes.tsv'));

test('the route list keeps every route of the team reference and adds only API operation pages', (t) => {
  const reference = path.join(root, '..', 'shared', 'reference', 'routes.tsv');
  if (!fs.existsSync(reference)) {
    t.skip('no ../shared/reference/routes.tsv next to this checkout');
    return;
  }
  const lines = (file: string): string[] =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
  const ours = lines(path.join(__dirname, 'routes.tsv'));
  const theirs = lines(reference);
  assert.deepEqual(
    theirs.filter((line) => !ours.includes(line)),
    [],
    'routes of ../shared/reference/routes.tsv missing from tests/content/routes.tsv',
  );
  // Operations the pinned Unleash server added since (npm run api:fixtures writes their rows).
  assert.deepEqual(
    ours.filter((line) => !theirs.includes(line) && !line.includes('\tapi-operation\t')),
    [],
    'routes added to tests/content/routes.tsv that are not API operation pages',
  );
});

for (const part of finishedParts) {
  const partRoutes = routes.filter((route) => route.part === part);

  test(`part ${part}: every route is served as a page by the build`, () => {
    assert.ok(partRoutes.length > 0, `no routes for part ${part}`);
    const missing: string[] = [];
    for (const { route } of partRoutes) {
      const file = pageFileForRoute(route);
      if (!file) {
        missing.push(`${route} (no HTML file)`);
        continue;
      }
      const html = fs.readFileSync(file, 'utf8');
      if (/http-equiv="refresh"/.test(html.slice(0, 3000)) && !/<h1/.test(html)) {
        missing.push(`${route} (redirect stub)`);
      } else if (!/<h1[\s>]/.test(html)) {
        missing.push(`${route} (no h1)`);
      }
    }
    assert.deepEqual(missing, []);
  });
}

/** Every published markdown page under docs/ (drafts and generated API pages left out). */
function authoredPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return file.endsWith(path.join('reference', 'api', 'unleash')) ? [] : authoredPages(file);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [file] : [];
  });
}

test('every published page is complete: title, description, no placeholder, enough words', () => {
  const problems: string[] = [];
  for (const file of authoredPages(docsDir)) {
    const route =
      '/' +
      path
        .relative(docsDir, file)
        .replace(/\.mdx?$/, '')
        .replace(/\/index$/, '');
    const source = fs.readFileSync(file, 'utf8');
    const frontMatter = readFrontMatter(source);
    if (frontMatter.draft === 'true') continue;
    const description = frontMatter.description ?? '';
    if (!frontMatter.title) problems.push(`${route}: no title`);
    if (!description) problems.push(`${route}: no description`);
    else if (description.length > 160) {
      problems.push(`${route}: description over 160 characters (${description.length})`);
    }
    const placeholder = source.match(placeholderPattern);
    if (placeholder) problems.push(`${route}: placeholder text "${placeholder[0]}"`);
    const words = proseWordCount(source);
    if (!landingPages.has(route) && words < minimumWords) {
      problems.push(`${route}: ${words} words of prose (at least ${minimumWords})`);
    }
  }
  assert.deepEqual(problems, []);
});

test('every admonition is rendered: no directive left as text in a built page', () => {
  const leftovers: string[] = [];
  for (const { route } of routes) {
    const file = pageFileForRoute(route);
    if (!file) continue;
    // Text at the start of a paragraph that still reads like ':::note', outside code.
    const html = fs
      .readFileSync(file, 'utf8')
      .replace(/<pre[\s\S]*?<\/pre>|<code[\s\S]*?<\/code>/g, '');
    const found = html.match(/<p>:::\w+[^<]{0,40}/);
    if (found) leftovers.push(`${route}: ${found[0]}`);
  }
  assert.deepEqual(leftovers, []);
});
