import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostileUrls } from '../fixtures/hostileUrls';
import {
  hostAnswer,
  isUnsafePath,
  normalizePath,
  parseRedirectsFile,
  redirectTarget,
} from '../../scripts/lib/hostRules';
import { netlifyRedirects, nginxRedirectMap } from '../../src/plugins/hostConfig/redirectRules';

const active = [
  { from: '/addons', to: '/reference/integrations' },
  { from: '/docs/addons', to: '/reference/integrations' },
];
const table = parseRedirectsFile(netlifyRedirects(active));

test('npm run serve answers every hostile URL as nginx does', () => {
  for (const { target, why, status, location, method } of hostileUrls) {
    const answer = hostAnswer({ method: method ?? 'GET', url: target, redirects: table });
    const got =
      answer.kind === 'redirect'
        ? { status: 301, location: answer.location }
        : answer.kind === 'error'
          ? { status: answer.status }
          : { status: 404 }; // none of these paths is a file of the build
    assert.deepEqual(got, location ? { status, location } : { status }, `${why}: ${target}`);
  }
});

test('no redirect target leaves the site', () => {
  const probes = [
    ...hostileUrls.map(({ target }) => target),
    '/docs/%09/evil.example',
    '/docs/./%5C/evil.example',
    '/./%2F/evil.example/',
    '/%2e/%2e%2e/%2f/evil.example.htm',
  ];
  for (const target of probes) {
    const answer = hostAnswer({ method: 'GET', url: target, redirects: table });
    if (answer.kind !== 'redirect') continue;
    assert.match(answer.location, /^\/(?![/\\])/, target);
    assert.ok(!isUnsafePath(answer.location), `${target}: ${answer.location}`);
  }
});

test('legacy paths and their /docs forms answer 301 from the _redirects table', () => {
  const answer = (url: string) => hostAnswer({ method: 'GET', url, redirects: table });
  assert.deepEqual(answer('/addons'), { kind: 'redirect', location: '/reference/integrations' });
  assert.deepEqual(answer('/addons.html'), {
    kind: 'redirect',
    location: '/reference/integrations',
  });
  assert.deepEqual(answer('/docs/addons'), {
    kind: 'redirect',
    location: '/reference/integrations',
  });
  assert.deepEqual(answer('/docs/quickstart'), { kind: 'redirect', location: '/quickstart' });
  assert.deepEqual(answer('/docs'), { kind: 'redirect', location: '/' });
  assert.deepEqual(answer('/quickstart/?a=1'), { kind: 'redirect', location: '/quickstart?a=1' });
  assert.deepEqual(answer('/quickstart'), { kind: 'file', path: '/quickstart' });
  assert.deepEqual(answer('/QUICKSTART'), { kind: 'file', path: '/QUICKSTART' });
  assert.equal(redirectTarget(table, '/docs/%0d'), null);
});

test('paths are normalised like nginx: merged slashes, resolved dot segments', () => {
  assert.equal(normalizePath('/a//b/./c/../d'), '/a/b/d');
  assert.equal(normalizePath('/a/b/'), '/a/b/');
  assert.equal(normalizePath('/a/b/..'), '/a/');
  assert.equal(normalizePath('//'), '/');
  assert.equal(normalizePath('/..'), null);
  assert.equal(normalizePath('/a/../../b'), null);
});

test('the unsafe-path pattern is the one nginx gets, matched on bytes', () => {
  for (const bad of [
    '/a\rb',
    '/a\nb',
    '/a b',
    '/a\tb',
    '/a"b',
    '/a\\b',
    '/a\u2028',
    '/\u2029',
    '//x',
  ]) {
    assert.ok(isUnsafePath(bad), JSON.stringify(bad));
  }
  for (const good of [
    '/',
    '/quickstart',
    '/reference/api/unleash/get-all-toggles',
    '/é',
    '/a/b/',
  ]) {
    assert.ok(!isUnsafePath(good), good);
  }
});

test('the nginx map only copies a /docs rest made of route characters', () => {
  const rule = /"~(\^\/docs\(\?<unleash_docs_rest>[^"]+)"/.exec(nginxRedirectMap(active))?.[1];
  assert.ok(rule, 'no /docs rule in the map');
  const pattern = new RegExp(rule);
  assert.equal(
    pattern.exec('/docs/reference/segments')?.groups?.unleash_docs_rest,
    '/reference/segments',
  );
  for (const bad of [
    '/docs//evil.example',
    '/docs/\\evil.example',
    '/docs/a\rb',
    '/docs/a b',
    '/docs/é',
  ]) {
    assert.equal(pattern.test(bad), false, JSON.stringify(bad));
  }
});
