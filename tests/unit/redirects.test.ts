import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { isDraft } from '../../src/config/docRoutes';
import { parseRedirects, redirects } from '../../src/config/redirects';
import {
  docsAlias,
  expandRedirects,
  hostForms,
  netlifyRedirects,
  nginxRedirectMap,
  targetRoute,
} from '../../src/plugins/hostConfig/redirectRules';
import { readRoutes } from '../helpers/pages';

const requiredRoutes = readRoutes(path.join(__dirname, '..', 'content', 'routes.tsv')).map(
  (row) => row.route,
);
const required = new Set(requiredRoutes);

test('every row has the right shape', () => {
  for (const row of redirects) {
    assert.match(row.from, /^\/[^#?\s]*$/, row.from);
    assert.doesNotMatch(row.from, /\/$|\.html?$/, `${row.from}: no trailing slash or extension`);
    assert.match(row.to, /^\/[^\s?]*(#[\w-]+)?$/, row.to);
    assert.ok(row.source === 'client' || row.source === 'server', row.from);
  }
});

test('the table file: comments and blank lines skipped, a note kept, a malformed line named', () => {
  assert.deepEqual(
    parseRedirects('# from\tto\tsource\n\n/a\t/b\tclient\n/c\t/d#e\tserver\tmoved\n', 't.tsv'),
    [
      { from: '/a', to: '/b', source: 'client' },
      { from: '/c', to: '/d#e', source: 'server', note: 'moved' },
    ],
  );
  assert.throws(
    () => parseRedirects('/a\t/b\tclient\n/c /d server\n', 't.tsv'),
    /^Error: t\.tsv:2: /,
  );
  assert.throws(() => parseRedirects('/a\t/b\tproxy\n', 't.tsv'), /t\.tsv:1/);
});

test('a table saved with Windows line endings reads the same', () => {
  assert.deepEqual(parseRedirects('# c\r\n/a\t/b\tclient\r\n/c\t/d\tserver\tmoved\r\n', 't.tsv'), [
    { from: '/a', to: '/b', source: 'client' },
    { from: '/c', to: '/d', source: 'server', note: 'moved' },
  ]);
});

test('a draft is known by its front matter, whatever the line endings', () => {
  assert.equal(isDraft('---\ntitle: A\ndraft: true\n---\n\nText.\n'), true);
  assert.equal(isDraft('---\r\ntitle: A\r\ndraft: true\r\n---\r\n\r\nText.\r\n'), true);
  const keywords = Array.from({ length: 200 }, (_, i) => `  - keyword${i}`).join('\n');
  assert.equal(isDraft(`---\ntitle: A\nkeywords:\n${keywords}\ndraft: true\n---\n`), true);
  assert.equal(isDraft('---\ntitle: A\ndraft: false\n---\n'), false);
  assert.equal(isDraft('---\ntitle: A\n---\n\ndraft: true\n'), false, 'only in the front matter');
  assert.equal(isDraft('Text.\n\n---\ndraft: true\n---\n'), false, 'only at the top');
});

test('the table covers every row of the team reference, when it is at hand', (t) => {
  const reference = path.join(__dirname, '..', '..', '..', 'shared', 'reference', 'redirects.tsv');
  if (!fs.existsSync(reference)) {
    t.skip('no ../shared/reference/redirects.tsv next to this checkout');
    return;
  }
  const rows = fs
    .readFileSync(reference, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t'))
    .map(([from, to, source]) => ({ from, to, source }));
  assert.deepEqual(
    redirects.map(({ from, to, source }) => ({ from, to, source })),
    rows,
  );
});

/** Old paths that are pages of this site again (the reference data lists them in both files). */
const pagesAgain = ['/reference/api/unleash'];
const isRequired = (route: string): boolean => required.has(route);

test('no source is listed twice, even with the /docs prefix added', () => {
  const froms = [
    ...expandRedirects(redirects, isRequired).active.map((pair) => pair.from),
    ...requiredRoutes.map(docsAlias),
  ];
  const seen = new Set<string>();
  const duplicates = froms.filter((from) => (seen.has(from) ? true : (seen.add(from), false)));
  assert.deepEqual(duplicates, []);
});

test('no source is a route of the site, except rows the page supersedes', () => {
  const clashes = redirects.filter((row) => required.has(row.from)).map((row) => row.from);
  assert.deepEqual(clashes, pagesAgain);
  const { active, superseded } = expandRedirects(redirects, isRequired);
  assert.deepEqual(
    superseded.map((row) => row.from),
    pagesAgain,
  );
  assert.ok(active.every((pair) => !required.has(pair.from)));
});

test('no chains or loops: no target is itself redirected', () => {
  const froms = new Set(expandRedirects(redirects, isRequired).active.map((pair) => pair.from));
  const chained = redirects.filter((row) => froms.has(targetRoute(row.to)));
  assert.deepEqual(chained, []);
});

test('every target is a route the site must serve', () => {
  const unknown = redirects.filter((row) => !required.has(targetRoute(row.to)));
  assert.deepEqual(unknown, []);
});

test('rows whose target page has not landed are pending, not active', (t) => {
  const live = new Set(['/', '/reference/segments']);
  const { active, pending } = expandRedirects(redirects, (route) => live.has(route));
  assert.ok(active.every((pair) => live.has(targetRoute(pair.to))));
  assert.equal(pending.length, redirects.filter((row) => !live.has(targetRoute(row.to))).length);
  assert.ok(active.some((pair) => pair.from === '/help' && pair.to === '/'));
  t.diagnostic(`with only / and /reference/segments live, ${pending.length} rows are pending`);
});

test('each legacy path also works under /docs, but /docs paths are not doubled', () => {
  const { active } = expandRedirects(
    [
      { from: '/advanced/groups', to: '/reference/rbac', source: 'client' },
      { from: '/docs/getting_started', to: '/quickstart', source: 'server' },
    ],
    isRequired,
  );
  assert.deepEqual(active, [
    { from: '/advanced/groups', to: '/reference/rbac' },
    { from: '/docs/advanced/groups', to: '/reference/rbac' },
    { from: '/docs/getting_started', to: '/quickstart' },
  ]);
});

test('host files carry every form of every redirect, anchors quoted for nginx', () => {
  const pairs = [
    { from: '/a', to: '/b#part' },
    { from: '/docs/a', to: '/b#part' },
  ];
  const netlify = netlifyRedirects(pairs);
  const nginx = nginxRedirectMap(pairs);
  for (const pair of pairs) {
    for (const form of hostForms(pair.from)) {
      assert.ok(netlify.includes(`\n${form} ${pair.to} 301\n`), form);
      assert.ok(nginx.includes(`  "${form}" "${pair.to}";\n`), form);
    }
  }
  assert.deepEqual(hostForms('/a'), ['/a', '/a.html', '/a.htm']);
  assert.ok(netlify.trimEnd().endsWith('/docs/* /:splat 301'), 'the /docs catch-all comes last');
  assert.match(nginx, /^map \$uri \$unleash_docs_redirect \{$/m);
});
