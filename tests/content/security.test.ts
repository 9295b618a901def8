/**
 * Security checks on the production build (run after `npm run build`): the
 * host files carry the headers the generators make, the Content-Security-Policy
 * allows every inline script of every page and nothing blocks the rest, links
 * that open a new window cannot reach back, and no secret is shipped.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {
  algolia,
  isAlgoliaConfigured,
  siteUrl,
  strictTransportSecurity,
} from '../../src/config/env';
import {
  contentSecurityPolicy,
  inlineScriptHash,
  securityHeaders,
  siteThirdParties,
} from '../../src/plugins/hostConfig/securityHeaders';
import { parsePolicy } from '../helpers/csp';
import { hostFiles } from '../../src/plugins/hostConfig';
import {
  headersFile,
  headersFor,
  parseHeadersFile,
  siteHeaderRules,
} from '../../src/plugins/hostConfig/headersFile';
import {
  inlineHandlersOf,
  inlineScriptsOf,
} from '../../src/plugins/hostConfig/inlineScriptAllowList';
import { nginxServerConfig } from '../../src/plugins/hostConfig/nginx';
import { isRedirectPage } from '../../src/plugins/clientRedirects/redirectPage';
import { findSecrets, redact, secretEnvValues } from '../helpers/secretScan';
import { buildDir, builtFiles } from '../helpers/built';

const read = (file: string): string => fs.readFileSync(path.join(buildDir, file), 'utf8');

const allFiles = builtFiles();
const htmlFiles = allFiles.filter((file) => file.endsWith('.html'));
const pages = htmlFiles.map((file) => ({ file, html: read(file) }));
const realPages = pages
  .filter((page) => !isRedirectPage(page.html))
  // Parsed once for all the checks below.
  .map((page) => ({ ...page, $: cheerio.load(page.html) }));
const parsedPages = new Map(realPages.map((page) => [page.file, page.$]));

/** The route a page file serves: `a/b.html` and `a/b/index.html` are `/a/b`; the 404 page keeps its name. */
function routeOf(file: string): string {
  if (file === '404.html') return '/404.html';
  return `/${file.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

const rules = parseHeadersFile(read(hostFiles.headers));
const policy = new Map(headersFor(rules, '/')).get('Content-Security-Policy') ?? '';
const scriptSources = parsePolicy(policy).get('script-src') ?? [];

test('the build has pages, and a policy for them', () => {
  assert.ok(realPages.length > 100, `${realPages.length} pages`);
  assert.ok(pages.length > realPages.length, 'no redirect pages');
  assert.match(policy, /^default-src 'self'; script-src 'self' 'sha256-/);
});

test('the host files are what the generators make of this build', () => {
  const hashes = scriptSources.filter((source) => source.startsWith("'sha256-"));
  const security = securityHeaders(
    contentSecurityPolicy({ inlineScriptHashes: hashes, thirdParties: siteThirdParties }),
    { strictTransportSecurity },
  );
  const routes = realPages.map((page) => routeOf(page.file));
  assert.equal(read(hostFiles.headers), headersFile(siteHeaderRules({ security, routes })));
  assert.equal(read(hostFiles.nginxServer), nginxServerConfig({ security }));
});

test('nginx sends the same Content-Security-Policy as _headers', () => {
  const nginxPolicies = new Set(
    [...read(hostFiles.nginxServer).matchAll(/add_header Content-Security-Policy "([^"]+)"/g)].map(
      (match) => match[1],
    ),
  );
  assert.deepEqual([...nginxPolicies], [policy]);
});

test('every inline script of every page is allowed by its hash', () => {
  const missing = new Map<string, string>();
  for (const { file, html } of pages) {
    for (const script of inlineScriptsOf(parsedPages.get(file) ?? html)) {
      const hash = inlineScriptHash(script);
      if (!scriptSources.includes(hash)) missing.set(hash, `${file}: ${script.slice(0, 80)}`);
    }
  }
  assert.deepEqual([...missing.values()], []);
});

test('every JSON-LD data script is one JSON value with no raw "<" (content cannot end it)', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const { file, $ } of realPages) {
    $('script[type="application/ld+json"]').each((_index, element) => {
      checked += 1;
      const text = $(element).text();
      if (text.includes('<')) problems.push(`${file}: a raw "<" in ${text.slice(0, 80)}`);
      try {
        JSON.parse(text);
      } catch {
        problems.push(`${file}: not JSON: ${text.slice(0, 80)}`);
      }
    });
  }
  assert.ok(checked > 100, `${checked} data scripts`);
  assert.deepEqual(problems, []);
});

test('the policy allows the allow-listed scripts and nothing else', () => {
  const hashes = scriptSources.filter((source) => source.startsWith("'sha256-"));
  const used = new Set<string>();
  for (const { file, html } of pages) {
    for (const script of inlineScriptsOf(parsedPages.get(file) ?? html)) {
      used.add(inlineScriptHash(script));
    }
  }
  // Each hash is a script some page runs: the policy lets in nothing more than the site uses.
  assert.deepEqual(
    hashes.filter((hash) => !used.has(hash)),
    [],
  );
  assert.ok(hashes.length <= 5, `${hashes.length} inline scripts allowed`);
});

test('no page has markup the policy would block without a way to allow it', () => {
  const found: string[] = [];
  for (const { file, $ } of realPages) {
    for (const handler of inlineHandlersOf($)) found.push(`${file}: ${handler}`);
  }
  assert.deepEqual(found, []);
});

test('every page route has one cache rule, and revalidates', () => {
  const problems: string[] = [];
  for (const { file } of realPages) {
    const route = routeOf(file);
    if (route === '/404.html') continue;
    const cache = headersFor(rules, route).filter(([name]) => name === 'Cache-Control');
    if (cache.length !== 1 || cache[0]![1] !== 'no-cache') {
      problems.push(`${route}: ${JSON.stringify(cache)}`);
    }
  }
  assert.deepEqual(problems, []);
});

/** A link that opens a new browsing context (any target but the current window). */
function opensNewContext(target: string | undefined): boolean {
  const value = (target ?? '').trim().toLowerCase();
  return value !== '' && !['_self', '_parent', '_top'].includes(value);
}

test('every external link that opens a new window has rel="noopener"', () => {
  const siteOrigin = new URL(siteUrl).origin;
  const unsafe = new Set<string>();
  let checked = 0;
  for (const { file, $ } of realPages) {
    $('a[href], area[href]').each((_index, element) => {
      const link = $(element);
      if (!opensNewContext(link.attr('target'))) return;
      let url: URL;
      try {
        url = new URL(link.attr('href')!, `${siteOrigin}/`);
      } catch {
        return;
      }
      if (!url.protocol.startsWith('http') || url.origin === siteOrigin) return;
      checked += 1;
      const rel = (link.attr('rel') ?? '').toLowerCase().split(/\s+/);
      if (!rel.includes('noopener')) unsafe.add(`${file}: ${link.attr('href')}`);
    });
  }
  assert.ok(checked > 0, 'no external link opens a new window: the check found nothing to check');
  assert.deepEqual([...unsafe], []);
});

const textFile =
  /\.(?:html?|m?js|css|json|txt|xml|md|mdx|map|conf|svg|webmanifest)$|(?:^|\/)_[a-z]+$/;

test('no secret in the build output', () => {
  const allow = isAlgoliaConfigured && algolia.searchApiKey ? [algolia.searchApiKey] : [];
  const knownSecrets = secretEnvValues(process.env);
  const files = allFiles.filter((file) => textFile.test(file));
  assert.ok(files.length > pages.length, 'the scan reads more than the HTML pages');
  const found: string[] = [];
  for (const file of files) {
    for (const { kind, value } of findSecrets(read(file), { allow, knownSecrets })) {
      found.push(`${file}: ${kind} ${redact(value)}`);
    }
  }
  assert.deepEqual(found, []);
});
