/**
 * The redirect table against the production build: every active redirect has
 * its page, lands on a page in the sitemap, and keeps its anchor; the host
 * redirect files match the table.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { isLiveRoute } from '../../src/config/docRoutes';
import { redirects } from '../../src/config/redirects';
import {
  expandRedirects,
  netlifyRedirects,
  nginxRedirectMap,
  targetRoute,
} from '../../src/plugins/hostConfig/redirectRules';
import { hostFiles } from '../../src/plugins/hostConfig';
import { buildDir, pageFileForRoute, readSitemap } from '../helpers/built';

const { active, pending } = expandRedirects(redirects, isLiveRoute);
const sitemapRoutes = new Set(readSitemap().routes);

test('pending rows (target page not written yet)', (t) => {
  const byTarget = new Map<string, number>();
  for (const row of pending) {
    byTarget.set(targetRoute(row.to), (byTarget.get(targetRoute(row.to)) ?? 0) + 1);
  }
  t.diagnostic(
    `${active.length} redirects active, ${pending.length} of ${redirects.length} rows pending`,
  );
  for (const [route, count] of [...byTarget].sort()) t.diagnostic(`pending: ${route} (${count})`);
  assert.equal(active.length > 0, true);
});

test('every active redirect has its page in the build, pointing at its target', () => {
  const problems: string[] = [];
  for (const { from, to } of active) {
    const file = pageFileForRoute(from);
    if (!file) {
      problems.push(`${from}: no redirect page`);
      continue;
    }
    if (!fs.readFileSync(file, 'utf8').includes(`url=${encodeURI(to)}"`)) {
      problems.push(`${from}: the page does not point at ${to}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('every active target is a page in the sitemap, and its anchor exists', () => {
  const problems: string[] = [];
  for (const { from, to } of active) {
    const route = targetRoute(to);
    if (route !== '/search' && !sitemapRoutes.has(route)) {
      problems.push(`${from} -> ${to}: target not in the sitemap`);
    }
    const anchor = to.split('#')[1];
    if (anchor) {
      const file = pageFileForRoute(route);
      const html = file ? fs.readFileSync(file, 'utf8') : '';
      // Minified HTML drops the quotes around simple attribute values.
      if (!new RegExp(`\\sid=(["']?)${anchor}\\1[\\s>]`).test(html)) {
        problems.push(`${from} -> ${to}: no such anchor`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('the host redirect files match the table', () => {
  assert.equal(
    fs.readFileSync(path.join(buildDir, hostFiles.redirects), 'utf8'),
    netlifyRedirects(active),
  );
  assert.equal(
    fs.readFileSync(path.join(buildDir, hostFiles.nginxHttp), 'utf8'),
    nginxRedirectMap(active),
  );
});
