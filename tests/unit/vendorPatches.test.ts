import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { vendorPatches } from '../../src/vendorPatches/table';
import { otherChanges } from '../../src/vendorPatches/elsewhere';
import {
  checkVersions,
  fileTest,
  installedVersion,
  packageDir,
  vendorPatchRules,
} from '../../src/vendorPatches';
import type { VendorPatch } from '../../src/vendorPatches/types';

/**
 * The patch table against the installed packages: every row is written for
 * the installed version and matches its file as often as it says; the
 * loader and the version check fail the build with a message naming the row;
 * and what the patched code does where a wrong edit would not show at once
 * (sort orders, the search page's error state, the transition).
 */
const require = createRequire(__filename);
const { applyRows, countMatches } = require('../../src/vendorPatches/loader.cjs') as {
  applyRows: (source: string, rows: VendorPatch[]) => string;
  countMatches: (source: string, search: string | RegExp) => number;
};

const installedFile = (row: Pick<VendorPatch, 'package' | 'file'>): string =>
  path.join(packageDir(row.package), ...row.file.split('/'));
const read = (row: Pick<VendorPatch, 'package' | 'file'>): string =>
  fs.readFileSync(installedFile(row), 'utf8');
const rowsOf = (pkg: string, file: string): VendorPatch[] =>
  vendorPatches.filter((row) => row.package === pkg && row.file === file);
const patched = (pkg: string, file: string): string =>
  applyRows(read({ package: pkg, file }), rowsOf(pkg, file));

test('every row is written for the installed version and matches as often as it says', () => {
  assert.ok(vendorPatches.length > 0);
  for (const row of vendorPatches) {
    const label = `${row.package} ${row.file}: ${String(row.search).slice(0, 60)}`;
    assert.equal(installedVersion(row.package), row.version, label);
    assert.equal(countMatches(read(row), row.search), row.count, label);
    assert.ok(row.reason.length > 40, `${label}: give the reason`);
  }
  assert.doesNotThrow(() => checkVersions());
});

test('applied, each row leaves nothing of what it searched for (unless its replacement keeps it)', () => {
  const files = new Set(vendorPatches.map((row) => `${row.package}\n${row.file}`));
  for (const key of files) {
    const [pkg, file] = key.split('\n') as [string, string];
    const source = patched(pkg, file);
    for (const row of rowsOf(pkg, file)) {
      const kept = typeof row.search === 'string' && row.replace.includes(row.search);
      if (!kept)
        assert.equal(countMatches(source, row.search), 0, `${file}: ${String(row.search)}`);
    }
  }
});

test('each upstream report a row names is written in UPSTREAM.md', () => {
  const upstream = fs.readFileSync(
    path.join(__dirname, '..', '..', 'src', 'vendorPatches', 'UPSTREAM.md'),
    'utf8',
  );
  const anchors = new Set(
    [...upstream.matchAll(/^## (.+)$/gm)].map((match) =>
      match[1]!
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replace(/ /g, '-'),
    ),
  );
  for (const row of vendorPatches) {
    if (!row.upstream?.startsWith('UPSTREAM.md#')) continue;
    assert.ok(anchors.has(row.upstream.slice('UPSTREAM.md#'.length)), row.upstream);
  }
});

test('one webpack rule per patched file, matching that file only, before other loaders', () => {
  const rules = vendorPatchRules();
  for (const row of vendorPatches) {
    const matching = rules.filter((rule) => (rule.test as RegExp).test(installedFile(row)));
    assert.equal(matching.length, 1, `${row.package} ${row.file}`);
    assert.equal(matching[0]!.enforce, 'pre');
  }
  const unpatched = path.join(
    packageDir('docusaurus-theme-openapi-docs'),
    'lib',
    'theme',
    'Schema',
    'index.js',
  );
  assert.ok(!rules.some((rule) => (rule.test as RegExp).test(unpatched)));
  assert.ok(
    fileTest({ package: '@docsearch/react', file: 'dist/esm/index.js' }).test(
      '/x/node_modules/@docsearch/react/dist/esm/index.js',
    ),
  );
});

test('a changed file or another installed version fails the build, naming the package and the row', () => {
  const row = vendorPatches.find((candidate) => candidate.package === '@docsearch/react')!;
  assert.throws(
    () => applyRows('nothing to patch here', [row]),
    /vendor patch @docsearch\/react@3\.9\.0 dist\/esm\/index\.js: .* matches 0 times, the table expects 1/,
  );
  assert.throws(
    () => checkVersions([{ ...row, version: '0.0.1' }]),
    /@docsearch\/react is 3\.9\.0, its rows were written for 0\.0\.1/,
  );
});

test('the docs plugin, patched, tries a path before its prefixes; the memo keys sort in one order', () => {
  const [docsRow] = rowsOf('@docusaurus/plugin-content-docs', 'lib/client/docsClientUtils.js');
  const sortEntries = new Function('entries', `return entries${docsRow!.replace};`) as (
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

  const [memoRow] = rowsOf('@docusaurus/theme-common', 'lib/utils/reactUtils.js');
  const sortDeps = new Function('deps', `${memoRow!.replace.replace(/;$/, '')}; return deps;`) as (
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
  for (const row of vendorPatches.filter((candidate) =>
    /localeCompare/.test(String(candidate.search)),
  )) {
    assert.doesNotMatch(patched(row.package, row.file), /localeCompare/, row.file);
  }
});

test('patched, useIsBrowser() turns true in a transition, and the window size is desktop from 996 px', () => {
  const context = patched('@docusaurus/core', 'lib/client/browserContext.js');
  assert.match(context, /import React, \{ startTransition, useEffect, useState \} from 'react';/);
  assert.match(
    context,
    /useEffect\(\(\) => \{\s*startTransition\(\(\) => setIsBrowser\(true\)\);\s*\}, \[\]\);/,
  );
  assert.match(
    patched('@docusaurus/theme-common', 'lib/hooks/useWindowSize.js'),
    /DesktopBreakpoint = 995;/,
  );
});

test('the patched search page listens for errors and shows the overlay texts in an error state', () => {
  const page = patched('@docusaurus/theme-search-algolia', 'lib/theme/SearchPage/index.js');
  assert.match(page, /algoliaHelper\.on\('error'/);
  assert.match(page, /case 'error'/);
  assert.match(page, /siteSearchTexts\.errorScreen\.titleText/);
  assert.match(page, /!searchResultState\.loading && !searchResultState\.error/);
  assert.match(page, /maxLength=\{64\}/);
});

test("core's preload waits for the API routes chunk; its prefetch waits for idle time and fetches each chunk once", () => {
  const preload = patched('@docusaurus/core', 'lib/client/preload.js');
  assert.match(
    preload,
    /import \{ lazyPagesPending, whenRoutesReady \} from ".*\/pageWeight\/lazyApiRoutes\/lazyRoutes\.ts";/,
  );
  assert.match(
    preload,
    /export default function preload\(pathname\) \{\n {4}return whenRoutesReady\(pathname\)\.then\(\(\) => preloadNow\(pathname\)\);\n\}\nfunction preloadNow\(pathname\) \{/,
  );

  const prefetch = patched('@docusaurus/core', 'lib/client/docusaurus.js');
  assert.match(
    prefetch,
    /import \{ chunkEntriesOf, whenIdle \} from ".*\/pageWeight\/prefetch\/idlePrefetch\.ts";\nconst prefetchedAssets = new Set\(\);/,
  );
  assert.match(
    prefetch,
    /const prefetch = \(routePath\) => \{\n {4}whenIdle\(\(\) => \{\n {8}if \(!lazyPagesPending\(routePath\)\) prefetchNow\(routePath\);/,
  );
  assert.match(
    prefetch,
    /whenRoutesReady\(routePath\)\.then\(\(\) => whenIdle\(\(\) => prefetchNow\(routePath\)\)/,
  );
  assert.match(
    prefetch,
    /const prefetchNow = \(routePath\) => \{\n {4}if \(!canPrefetch\(routePath\)\)/,
  );
  assert.match(prefetch, /=> chunkEntriesOf\(routesChunkNames, path\)\n/);
  assert.match(
    prefetch,
    /if \(prefetchedAssets\.has\(chunkAsset\)\) return Promise\.resolve\(\);\n {12}prefetchedAssets\.add\(chunkAsset\);\n {12}whenIdle\(\(\) => prefetchHelper\(chunkAsset\)\.catch\(\(\) => \{\}\)\);/,
  );
  // The imported modules exist where the rows point.
  for (const source of [preload, prefetch]) {
    for (const [, file] of source.matchAll(/from "(\/[^"]+\.ts)"/g))
      assert.ok(fs.existsSync(file!), file);
  }
});

test('each change made outside the table is listed where it is made', () => {
  const root = path.join(__dirname, '..', '..');
  assert.ok(otherChanges.length > 0);
  for (const change of otherChanges) {
    const file = path.join(root, change.where.file);
    assert.ok(fs.existsSync(file), change.where.file);
    assert.ok(
      fs.readFileSync(file, 'utf8').includes(change.where.marker),
      `${change.target}: ${change.where.marker}`,
    );
    assert.ok(change.reason.length > 40, `${change.target}: give the reason`);
  }
});
