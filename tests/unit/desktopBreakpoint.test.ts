import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(__filename);
const { rewriteMediaQuery } = require('../../src/plugins/desktopBreakpoint/mediaQueries.cjs') as {
  rewriteMediaQuery: (params: string) => string;
};
const loader = require('../../src/plugins/desktopBreakpoint/windowSizeLoader.cjs') as {
  patchWindowSize: (source: string, file: string) => string;
  patchedModule: RegExp;
};

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

test("the theme's window size, as installed, is desktop from 996 px after the patch", () => {
  const file = path.join(modules, '@docusaurus/theme-common/lib/hooks/useWindowSize.js');
  assert.match(file, loader.patchedModule);
  const patched = loader.patchWindowSize(fs.readFileSync(file, 'utf8'), file);
  assert.match(patched, /const DesktopBreakpoint = 995;/);
  assert.match(patched, /window\.innerWidth > desktopBreakpoint/);
  assert.throws(() => loader.patchWindowSize('const DesktopBreakpoint = 1024;', file));
});
