import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { apiThemeFixes, apiThemeFixRules } from '../../src/plugins/apiTheme/a11yFixes';

const themeDir = path.join(
  path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')),
  'lib',
  'theme',
);

test('each fix matches the installed OpenAPI theme as often as it expects', () => {
  for (const fix of apiThemeFixes) {
    const source = fs.readFileSync(path.join(themeDir, fix.file), 'utf8');
    const matches = source.match(new RegExp(fix.search, 'g')) ?? [];
    assert.equal(matches.length, fix.count, `${fix.file}: ${fix.search}`);
    const fixed = source.replace(new RegExp(fix.search, 'g'), fix.replace);
    assert.equal(fixed.match(new RegExp(fix.search, 'g')), null, `${fix.file}: applied twice?`);
  }
});

test('every fixed file has a loader rule that matches its path, and no other theme file does', () => {
  const rules = apiThemeFixRules();
  for (const fix of apiThemeFixes) {
    const file = path.join(themeDir, fix.file);
    assert.equal(rules.filter((rule) => rule.test.test(file)).length, 1, fix.file);
  }
  const unrelated = path.join(themeDir, 'Schema', 'index.js');
  assert.ok(!rules.some((rule) => rule.test.test(unrelated)));
});
