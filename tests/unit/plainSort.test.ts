import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(__filename);
const loader = require('../../src/plugins/pageWeight/plainSortLoader.cjs') as {
  patchSort: (source: string, file: string) => string;
  patches: Record<string, [search: string, replacement: string]>;
  patchedModules: RegExp;
};

/** The installed file of a patched module (`end` as the loader names it). */
function installed(end: string): string {
  const scoped = end.startsWith('docusaurus-theme-openapi-docs/') ? end : `@docusaurus/${end}`;
  return path.join(__dirname, '..', '..', 'node_modules', ...scoped.split('/'));
}

test('each patched module, as installed, sorts without localeCompare afterwards', () => {
  for (const end of Object.keys(loader.patches)) {
    const file = installed(end);
    assert.match(file, loader.patchedModules, file);
    const source = fs.readFileSync(file, 'utf8');
    assert.match(source, /localeCompare/, `${end} no longer calls localeCompare: drop its patch`);
    const patched = loader.patchSort(source, file);
    assert.doesNotMatch(patched, /localeCompare/, end);
    assert.notEqual(patched, source);
  }
});

test('the docs plugin still tries a path before its prefixes', () => {
  const [, replacement] = loader.patches['plugin-content-docs/lib/client/docsClientUtils.js']!;
  // `Object.entries(allPluginData).sort(...)`, as the patched module runs it.
  const sortEntries = new Function('entries', `return entries${replacement};`) as (
    entries: [string, { path: string }][],
  ) => [string, { path: string }][];
  const plugins = {
    default: '/',
    api: '/reference/api/unleash',
    academy: '/academy',
    ref: '/reference',
  };
  const order = sortEntries(Object.entries(plugins).map(([id, base]) => [id, { path: base }])).map(
    ([id]) => id,
  );
  assert.ok(order.indexOf('api') < order.indexOf('ref'), order.join());
  assert.equal(order[order.length - 1], 'default');
});

test('the memo keys sort into one fixed order, whatever order they came in', () => {
  const [, replacement] = loader.patches['theme-common/lib/utils/reactUtils.js']!;
  const sortDeps = new Function('deps', replacement.replace(/;$/, '') + '; return deps;') as (
    deps: [string, unknown][],
  ) => [string, unknown][];
  const keys = (deps: [string, unknown][]): string =>
    sortDeps(deps)
      .map(([key]) => key)
      .join();
  assert.equal(
    keys([
      ['b', 1],
      ['a', 2],
      ['B', 3],
    ]),
    keys([
      ['B', 3],
      ['b', 1],
      ['a', 2],
    ]),
  );
});

test('a module the loader does not know, or a changed module, fails the build', () => {
  assert.throws(() => loader.patchSort('x', '/somewhere/else.js'), /no patch/);
  const file = installed('theme-common/lib/utils/reactUtils.js');
  assert.throws(() => loader.patchSort('deps.sort();', file), /once/);
});
