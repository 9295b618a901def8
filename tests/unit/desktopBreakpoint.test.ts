import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { rewriteMediaQuery } from '../../src/plugins/desktopBreakpoint';

const modules = path.join(__dirname, '..', '..', 'node_modules');

test('the phone/desktop edge of a media query moves to 996 px', () => {
  assert.equal(rewriteMediaQuery('(max-width: 996px)'), '(max-width: 995.98px)');
  assert.equal(rewriteMediaQuery('(min-width:997px)'), '(min-width: 996px)');
  assert.equal(
    rewriteMediaQuery('only screen and (min-width: 768px) and (max-width: 996px)'),
    'only screen and (min-width: 768px) and (max-width: 995.98px)',
  );
  // Other edges are left alone.
  assert.equal(rewriteMediaQuery('(max-width: 768px)'), '(max-width: 768px)');
  assert.equal(rewriteMediaQuery('(min-width: 1440px)'), '(min-width: 1440px)');
});

test("Infima's stylesheet, as installed, has no 996 px edge left after the rewrite", () => {
  const css = fs.readFileSync(path.join(modules, 'infima/dist/css/default/default.css'), 'utf8');
  const queries = [...css.matchAll(/@media([^{]+)\{/g)].map((match) => match[1]!);
  assert.ok(
    queries.some((query) => /996px/.test(query)),
    'Infima no longer uses 996 px: drop the rewrite',
  );
  for (const query of queries) assert.doesNotMatch(rewriteMediaQuery(query), /996px|997px/, query);
});
