import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { docsearchBundle, docsearchFixes } from '../../src/plugins/searchIndex/docsearchFix';

const bundle = require.resolve('@docsearch/react').replace(/umd[\\/]index\.js$/, 'esm/index.js');

test('the DocSearch bundle the site builds from is the one the fixes were written for', () => {
  assert.match(bundle, docsearchBundle);
  const source = fs.readFileSync(bundle, 'utf8');
  for (const fix of docsearchFixes) {
    assert.equal(source.split(fix.search).length - 1, 1, `expected once: ${fix.search}`);
    assert.notEqual(fix.replace, fix.search);
  }
});
