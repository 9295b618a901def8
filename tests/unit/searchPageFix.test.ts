import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { searchPageFile, searchPageFixes } from '../../src/plugins/searchIndex/searchPageFix';

// The package exports no package.json; its main file is lib/index.js.
const page = path.join(
  path.dirname(require.resolve('@docusaurus/theme-search-algolia')),
  'theme',
  'SearchPage',
  'index.js',
);

test('the search page the site builds from is the one the fixes were written for', () => {
  assert.match(page, searchPageFile);
  const source = fs.readFileSync(page, 'utf8');
  for (const fix of searchPageFixes) {
    assert.equal(source.split(fix.search).length - 1, 1, `expected once: ${fix.search}`);
  }
});

test('the fixed page listens for errors and renders the overlay texts in an error state', () => {
  let source = fs.readFileSync(page, 'utf8');
  for (const fix of searchPageFixes) source = source.replace(fix.search, fix.replace);
  assert.match(source, /algoliaHelper\.on\('error'/);
  assert.match(source, /case 'error'/);
  assert.match(source, /siteSearchTexts\.errorScreen\.titleText/);
  assert.match(source, /!searchResultState\.loading && !searchResultState\.error/);
});
