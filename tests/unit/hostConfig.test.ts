import { test } from 'node:test';
import assert from 'node:assert/strict';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import {
  cacheControl,
  contentSecurityPolicy,
  inlineScriptHash,
  noThirdParties,
  securityHeaders,
} from '../../src/plugins/hostConfig/securityHeaders';
import { nginxRedirectMap } from '../../src/plugins/hostConfig/redirectRules';
import {
  headersFile,
  headersFor,
  pagePatterns,
  parseHeadersFile,
  siteHeaderRules,
} from '../../src/plugins/hostConfig/headersFile';
import {
  inlineHandlersOf,
  inlineScriptsOf,
} from '../../src/plugins/hostConfig/inlineScriptAllowList';
import { cleanUrlRewrites, nginxServerConfig } from '../../src/plugins/hostConfig/nginx';
import {
  isRedirectPage,
  redirectPageScripts,
  withSharedRedirectScript,
} from '../../src/plugins/clientRedirects/redirectPage';
import { cleanPathRedirect } from '../../scripts/lib/urls';

const security = securityHeaders(
  contentSecurityPolicy({
    inlineScriptHashes: [inlineScriptHash('x()')],
    thirdParties: noThirdParties,
  }),
);
const routes = [
  '/',
  '/quickstart',
  '/reference',
  '/reference/segments',
  '/reference/api/unleash/get-all-toggles',
  '/search',
  '/404.html',
];
const rules = siteHeaderRules({ security, routes });

test('page patterns cover each route once, by its first segment', () => {
  assert.deepEqual(pagePatterns(routes), [
    '/',
    '/quickstart',
    '/reference',
    '/reference/*',
    '/search',
  ]);
  assert.throws(() => pagePatterns(['/assets/page']), /assets/);
  assert.throws(() => pagePatterns(['/search-index']), /search-index/);
});

test('every path gets the security headers once and one cache rule', () => {
  const expectations: Array<[string, string | undefined]> = [
    ['/', cacheControl.revalidate],
    ['/quickstart', cacheControl.revalidate],
    ['/reference', cacheControl.revalidate],
    ['/reference/api/unleash/get-all-toggles', cacheControl.revalidate],
    ['/assets/js/main.1234abcd.js', cacheControl.immutable],
    ['/assets/css/styles.1234abcd.css', cacheControl.immutable],
    ['/search-index/meta.json', cacheControl.revalidate],
    // Not listed: the host's default (revalidate on Netlify and Cloudflare Pages).
    ['/img/favicon.svg', undefined],
  ];
  for (const [pathname, cache] of expectations) {
    const headers = headersFor(rules, pathname);
    const names = headers.map(([name]) => name.toLowerCase());
    assert.equal(new Set(names).size, names.length, `${pathname}: a header set by two rules`);
    for (const [name, value] of security) {
      assert.deepEqual(
        headers.find(([header]) => header === name),
        [name, value],
        `${pathname}: ${name}`,
      );
    }
    assert.equal(new Map(headers).get('Cache-Control'), cache, pathname);
  }
});

test('the _headers file reads back into the same rules', () => {
  const text = headersFile(rules);
  assert.deepEqual(parseHeadersFile(text), rules);
  assert.match(text, /^\/\*\n {2}Content-Security-Policy: default-src 'self';/m);
  assert.match(text, /^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  assert.throws(() => parseHeadersFile('  Orphan: header'), /cannot read/);
});

/** Applies the nginx rewrites the way nginx does: first match wins, case-insensitive. */
function nginxRewrite(pathname: string): string | null {
  for (const { pattern, replacement } of cleanUrlRewrites) {
    const match = new RegExp(pattern, 'i').exec(pathname);
    if (match) return replacement.replace('$1', match[1] ?? '');
  }
  return null;
}

test('the nginx rewrites answer like scripts/serve.ts', () => {
  const paths = [
    '/',
    '/quickstart',
    '/quickstart.html',
    '/quickstart.htm',
    '/quickstart.HTML',
    '/quickstart/',
    '/quickstart//',
    '/quickstart/index.html',
    '/quickstart/INDEX.HTM',
    '/index.html',
    '/index.htm',
    '/reference/segments.html',
    '/reference/segments/',
    '/reference/segments/index.html',
    '/reference/sdks/node.html/',
    '/a/.html',
    '/.html',
    '/assets/js/main.1234abcd.js',
    '/search-index/meta.json',
    '/reference/index-of-things',
    '/reference/html',
  ];
  for (const pathname of paths) {
    assert.equal(nginxRewrite(pathname), cleanPathRedirect(pathname), pathname);
  }
});

test('the nginx include: headers in every location, one cache rule each, the 404 page', () => {
  const config = nginxServerConfig({ security });
  const [serverLevel, ...locations] = config.split(/^location /m);
  const blocks = [serverLevel!, ...locations.map((block) => block.slice(0, block.indexOf('\n}')))];
  for (const block of blocks) {
    // nginx drops inherited add_headers in a block that has its own.
    if (!block.includes('add_header')) continue;
    for (const [name, value] of security) {
      assert.ok(
        block.includes(`add_header ${name} "${value}" always;`),
        `${name} in ${block.slice(0, 30)}`,
      );
    }
  }
  const cacheOf = (match: string): string | undefined =>
    locations
      .find((block) => block.startsWith(`${match} {`))
      ?.match(/add_header Cache-Control "([^"]+)"/)?.[1];
  assert.equal(cacheOf('^~ /assets/'), cacheControl.immutable);
  assert.equal(cacheOf('^~ /search-index/'), cacheControl.revalidate);
  assert.equal(cacheOf('/'), cacheControl.revalidate);
  assert.match(config, /^error_page 400 404 \/404\.html;$/m);
  assert.match(config, /^location = \/404\.html \{\n {2}internal;/m);
  assert.match(config, /try_files \$uri \$uri\.html \$uri\/index\.html =404;/);
  assert.match(
    config,
    /location ~\* \\\.md\$ \{\n {2}types \{ \}\n {2}default_type text\/markdown;/,
  );
  for (const hidden of ['= /_headers', '= /_redirects', '^~ /nginx/']) {
    assert.match(
      config,
      new RegExp(`^location ${hidden.replace(/[/^~]/g, '\\$&')} \\{\\n {2}return 404;`, 'm'),
    );
  }
});

test('the include answers through the variable the redirect map sets', () => {
  const variable = nginxRedirectMap([{ from: '/old', to: '/new' }]).match(
    /^map \$uri (\$\w+) \{/m,
  )?.[1];
  assert.ok(variable);
  assert.ok(
    nginxServerConfig({ security }).includes(`if (${variable}) {\n  return 301 ${variable};\n}`),
  );
});

test('a header value nginx would read as a variable is refused', () => {
  assert.throws(() => nginxServerConfig({ security: [['X-Test', 'a $b']] }), /variable/);
});

/** Runs a redirect page's script with a stand-in for the page, returning where it sends the reader. */
function runRedirectScript(html: string, location: { search: string; hash: string }): string {
  const script = inlineScriptsOf(html)[0]!;
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)![1]!.replace(/&amp;/g, '&');
  const window = { location: { ...location, href: '' } };
  const document = {
    querySelector: (selector: string) =>
      selector === 'link[rel=canonical]' ? { getAttribute: () => canonical } : null,
  };
  new Function('window', 'document', script)(window, document);
  return window.location.href;
}

test('redirect pages get the shared script and still send the reader to the target', () => {
  const plain = createRedirectPageContent({ toUrl: '/reference/segments' });
  const anchored = createRedirectPageContent({ toUrl: '/reference/segments#how-segments-work' });
  for (const stock of [plain, anchored]) assert.ok(isRedirectPage(stock));

  const rewritten = withSharedRedirectScript(plain)!;
  assert.deepEqual(inlineScriptsOf(rewritten), [redirectPageScripts.forwarding]);
  assert.match(rewritten, /<meta http-equiv="refresh" content="0; url=\/reference\/segments">/);
  assert.equal(
    runRedirectScript(rewritten, { search: '?q=1', hash: '#top' }),
    '/reference/segments?q=1#top',
  );

  const withAnchor = withSharedRedirectScript(anchored)!;
  assert.deepEqual(inlineScriptsOf(withAnchor), [redirectPageScripts.plain]);
  assert.equal(
    runRedirectScript(withAnchor, { search: '?q=1', hash: '#top' }),
    '/reference/segments#how-segments-work',
  );
});

test('a page that is not a redirect page is left alone', () => {
  const page =
    '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/x"></head><body><script>window.location.href = \'/x\';</script><h1>Hi</h1></body></html>';
  assert.equal(withSharedRedirectScript(page), null);
  assert.equal(withSharedRedirectScript(`<html>${'x'.repeat(5000)}</html>`), null);
});

test('inline scripts: only what a browser runs', () => {
  const html = `<html><head>
    <script>a()</script>
    <script type="module">b()</script>
    <script type="text/javascript">c()</script>
    <script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
    <script src="/assets/js/main.js"></script>
  </head><body></body></html>`;
  assert.deepEqual(inlineScriptsOf(html), ['a()', 'b()', 'c()']);
});

test('inline handlers and javascript: URLs are found', () => {
  const html =
    '<head><script src="/a.js" onload="y()"></script><style onload="z()"></style></head>' +
    '<body><a href="javascript:void(0)">x</a><img src="/a.png" onerror="x()"><a href="/ok">ok</a></body>';
  assert.deepEqual(inlineHandlersOf(html), [
    '<script onload>',
    '<style onload>',
    '<a href="javascript:...">',
    '<img onerror>',
  ]);
});
