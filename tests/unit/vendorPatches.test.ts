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
  // Every row that no longer fits, in one run (after an upgrade, the list to work through).
  const problems: string[] = [];
  for (const row of vendorPatches) {
    const label = `${row.package} ${row.file}: ${String(row.search).slice(0, 60)}`;
    const version = installedVersion(row.package);
    if (version !== row.version) {
      problems.push(`${label}: written for ${row.version}, ${version} is installed`);
    } else {
      const found = countMatches(read(row), row.search);
      if (found !== row.count) problems.push(`${label}: matches ${found} times, not ${row.count}`);
    }
    assert.ok(row.reason.length > 40, `${label}: give the reason`);
  }
  assert.deepEqual(problems, []);
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

/**
 * Rows that no test measures (`measuredBy: []`): a file, and a text of the row's
 * search where the file has other rows; an other change by its target. The
 * comment at each row says why no test fails without it.
 */
const unmeasured: [file: string, search?: string][] = [
  ...['ApiTabs', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs'].map((tabs): [string] => [
    `docusaurus-theme-openapi-docs/lib/theme/${tabs}/index.js`,
  ]),
];

const repoRoot = path.join(__dirname, '..', '..');
/** A call that a title follows: `test(`, `describe(`, `test.describe(`, not `regex.test(`. */
const titledCall = /(?<![.\w])(?:test|describe)(?:\.(?:describe|skip|only|fixme))?\(/;

/** What is wrong with a `measuredBy` entry, or null when it names a test title in its file. */
function titleProblem(entry: string): string | null {
  const [file, title, ...rest] = entry.split(' › ');
  if (!file || !title || rest.length > 0) return `${entry}: write '<test file> › <title text>'`;
  const full = path.join(repoRoot, ...file.split('/'));
  if (
    !/^tests\/(?:e2e|unit|content)\/[\w.-]+\.(?:spec|test)\.ts$/.test(file) ||
    !fs.existsSync(full)
  )
    return `${entry}: ${file} is not a test file`;
  const lines = fs.readFileSync(full, 'utf8').split('\n');
  for (const [index, line] of lines.entries()) {
    const at = line.indexOf(title);
    if (at < 0) continue;
    const call = line.search(titledCall);
    if (call >= 0 && call < at) return null;
    // A title written on the line after its call's opening.
    const previous = (lines[index - 1] ?? '').trim();
    if (call < 0 && previous.endsWith('(') && titledCall.test(previous)) return null;
  }
  return `${entry}: no test or describe title in ${file} holds that text`;
}

test('every row names the tests that fail without it, and each of them exists', () => {
  const rows = [
    ...vendorPatches.map((row) => ({
      label: `${row.package}/${row.file}: ${String(row.search).slice(0, 50)}`,
      measuredBy: row.measuredBy,
      listed: unmeasured.filter(
        ([file, search]) =>
          file === `${row.package}/${row.file}` &&
          (search === undefined || String(row.search).includes(search)),
      ),
    })),
    ...otherChanges.map((change) => ({
      label: change.target,
      measuredBy: change.measuredBy,
      listed: unmeasured.filter(([target]) => target === change.target),
    })),
  ];
  for (const { label, measuredBy, listed } of rows) {
    if (measuredBy.length === 0) {
      assert.equal(listed.length, 1, `${label}: name a test that fails without it, or list it`);
    } else {
      assert.equal(listed.length, 0, `${label} names tests: take it off the unmeasured list`);
    }
    for (const entry of measuredBy) assert.equal(titleProblem(entry), null);
  }
  for (const [file, search] of unmeasured) {
    const matches = rows.filter(({ listed }) =>
      listed.some((entry) => entry[0] === file && entry[1] === search),
    );
    assert.equal(matches.length, 1, `unmeasured ${file} ${search ?? ''}: matches one row`);
  }

  // The check finds what a made-up entry gets wrong.
  assert.equal(
    titleProblem('tests/e2e/search.spec.ts › the query is limited to 64 characters'),
    null,
  );
  assert.match(
    titleProblem('tests/e2e/search.spec.ts › a test no one wrote')!,
    /no test or describe title/,
  );
  // In the file, but in a locator rather than a title.
  assert.match(
    titleProblem('tests/e2e/search.spec.ts › .DocSearch-ErrorScreen')!,
    /no test or describe title/,
  );
  assert.match(titleProblem('tests/e2e/nothing.spec.ts › renders')!, /not a test file/);
  assert.match(
    titleProblem('the query is limited to 64 characters')!,
    /write '<test file> › <title text>'/,
  );
});
