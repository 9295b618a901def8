import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Helmet, HelmetProvider } from 'react-helmet-async';
import * as cheerio from 'cheerio';
import { scriptJson } from '../../src/theme/DocBreadcrumbs/StructuredData/scriptJson';
import {
  allowedInlineScripts,
  inlineScriptsOf,
  ownInlineScripts,
  unlistedInlineScripts,
} from '../../src/plugins/hostConfig/inlineScriptAllowList';
import { hostConfigStage, hostFiles } from '../../src/plugins/hostConfig';
import { runStages, type Build } from '../../src/plugins/builtPages';
import { tempDir } from '../helpers/tempDir';
import { noThirdParties } from '../../src/plugins/hostConfig/securityHeaders';

/** What a page title, sidebar label or OpenAPI summary could hold. */
const hostile = [
  '</script><script>window.pwned=1</script>',
  '</SCRIPT ><script>window.pwned=1</script>',
  '<!--<script>',
  'a\u2028b & "c" <d>',
];

/** The head a page gets for a data script, through the same Helmet Docusaurus renders with. */
function renderedHead(json: string): string {
  const context: { helmet?: { script: { toString(): string } } } = {};
  renderToString(
    createElement(
      HelmetProvider,
      { context },
      createElement(Helmet, null, createElement('script', { type: 'application/ld+json' }, json)),
    ),
  );
  return context.helmet!.script.toString();
}

const breadcrumbs = (name: string) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [{ '@type': 'ListItem', position: 1, name, item: 'https://x.test/a' }],
});

test('JSON-LD with hostile names stays one data script that reads back the same', () => {
  for (const name of hostile) {
    const head = renderedHead(scriptJson(breadcrumbs(name)));
    const $ = cheerio.load(head);
    assert.deepEqual(inlineScriptsOf($), [], `an executable script from ${JSON.stringify(name)}`);
    const data = $('script[type="application/ld+json"]');
    assert.equal(data.length, 1, name);
    assert.deepEqual(JSON.parse(data.text()), breadcrumbs(name));
  }
});

test('plain JSON.stringify, as the theme writes it, lets a title open a script', () => {
  const head = renderedHead(JSON.stringify(breadcrumbs(hostile[0]!)));
  assert.deepEqual(inlineScriptsOf(head), ['window.pwned=1']);
  assert.ok(unlistedInlineScripts(head, new Set()).length >= 2);
});

test('a page is checked against the allow-list and its data scripts', () => {
  const allowed = new Set(ownInlineScripts.map(({ text }) => text));
  const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
  const loader = `<script data-scripts="/a.js" data-preload="">${ownInlineScripts[0]!.text}</script>`;
  assert.deepEqual(unlistedInlineScripts(page(loader), allowed), []);
  const mdxScript = unlistedInlineScripts(
    page(`${loader}<script>fetch('/steal')</script>`),
    allowed,
  );
  assert.deepEqual(mdxScript, ["an inline script the site does not write: fetch('/steal')"]);
  const brokenJson = unlistedInlineScripts(
    page('<script type="application/ld+json">{"name":"</script>'),
    allowed,
  );
  assert.equal(brokenJson.length, 1);
  assert.match(brokenJson[0]!, /JSON-LD/);
});

test('inline scripts of plugins are allowed as minified, and only from named plugins', async () => {
  const minify = async (html: string) => html.replace(/<script>\s+/g, '<script>');
  const theme = {
    name: 'docusaurus-theme-classic',
    content: undefined,
    injectHtmlTags: () => ({ preBodyTags: [{ tagName: 'script', innerHTML: '\n  setTheme()' }] }),
  };
  const allowed = await allowedInlineScripts({ plugins: [theme], minify });
  assert.ok(allowed.some(({ name, text }) => name.startsWith(theme.name) && text === 'setTheme()'));
  const stranger = {
    name: 'some-new-plugin',
    content: undefined,
    injectHtmlTags: () => ({ headTags: ['<script>track()</script>'] }),
  };
  await assert.rejects(
    allowedInlineScripts({ plugins: [theme, stranger], minify }),
    /some-new-plugin: track\(\)/,
  );
});

test('the host files are not written when a page has a script the site does not write', async () => {
  const outDir = tempDir('host-config-');
  try {
    fs.writeFileSync(
      path.join(outDir, 'planted.html'),
      '<html><body><h1>Hi</h1><script>alert(document.cookie)</script></body></html>',
    );
    fs.writeFileSync(path.join(outDir, 'clean.html'), '<html><body><h1>Hi</h1></body></html>');
    const build = (routesPaths: string[]) =>
      ({
        props: {
          outDir,
          routesPaths,
          plugins: [],
          siteConfig: { future: { faster: { swcHtmlMinimizer: false } } },
        },
        context: {},
        allContent: {},
      }) as unknown as Build;
    const stage = hostConfigStage({
      redirects: [],
      thirdParties: noThirdParties,
      strictTransportSecurity: null,
    });
    await assert.rejects(
      runStages([stage], build(['/clean', '/planted'])),
      /\/planted: an inline script the site does not write: alert\(document\.cookie\)/,
    );
    assert.equal(fs.existsSync(path.join(outDir, hostFiles.headers)), false);
    // The same stage writes the host files for a build without the planted page.
    await runStages([stage], build(['/clean']));
    assert.match(
      fs.readFileSync(path.join(outDir, hostFiles.headers), 'utf8'),
      /Content-Security-Policy: .*script-src 'self' 'sha256-/,
    );
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
