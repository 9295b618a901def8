import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileToJSX } from '@docusaurus/mdx-loader/lib/utils';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { MarkdownConfig } from '@docusaurus/types';
import {
  isRemoteContentEnabled,
  rawUrl,
  remotePages,
  sourceUrl,
  type RemotePage,
} from '../../src/config/remoteContent';
import {
  headingIds,
  localDocFile,
  prepareDocsOverlay,
  remoteContentDocsOptions,
  splitFrontMatter,
  withLocalPage,
} from '../../src/remoteContent/overlay';
import {
  convertReadme,
  exitCode,
  refreshRemoteContent,
  type FetchFunction,
} from '../../scripts/content-remote';

const siteDir = path.join(__dirname, '..', '..');
const page: RemotePage = {
  route: '/reference/sdks/node',
  repo: 'Unleash/unleash-node-sdk',
  ref: 'v6.12.1',
  version: '6.12.1',
  path: 'README.md',
};

const localPage = [
  '---',
  'title: Node.js SDK',
  'sidebar_label: Node.js',
  'description: Our description of the Node.js SDK.',
  '---',
  '',
  'Intro.',
  '',
  '## Install the SDK',
  '',
  '## Events {#sdk-events}',
  '',
  '```md',
  '## Not a heading',
  '```',
].join('\n');

const readme = [
  '<h1 align="center">',
  '  Unleash Node SDK',
  '</h1>',
  '',
  '<!-- badges: start -->',
  '[![npm](https://img.shields.io/npm/v/unleash-client)](https://www.npmjs.com/package/unleash-client)',
  '<!-- badges: end -->',
  '',
  '# Usage',
  '',
  '```js',
  'first();',
  '',
  '',
  '',
  'second();',
  '```',
  '',
  '<p align="center"><img src="assets/logo.svg" width="100" onclick="steal()"></p>',
  '',
  'Pass <your-api-token> as `<token>` and keep {curly} braces. <script>alert(1)</script>',
  '',
  '<!--',
  'A commented-out section.',
  '```js',
  'old();',
  '```',
  '-->',
  '',
  '## Installation',
  '',
  'See [contributing](CONTRIBUTING.md), the [guide](./docs/guide.md#setup), the [license](/LICENSE),',
  'the [examples folder](examples/), [installation](#installation), [gone](#old-section) and <https://example.com>.',
  '',
  '![Flow](./img/flow.png)',
  '',
  '> [!WARNING]',
  '> Read **this',
  'line**.',
  '',
  '```html',
  '<!-- kept in code -->',
  '<div id="app">[x](relative.md)</div>',
  '```',
  '',
  '[ref]: docs/reference.md',
].join('\n');

const markdownConfig = {
  format: 'mdx',
  mermaid: true,
  emoji: true,
  mdx1Compat: { comments: false, admonitions: false, headingIds: true },
  anchors: { maintainCase: false },
  hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
} as unknown as MarkdownConfig;

// One object, so the loader's processor cache is reused across compilations.
const loaderOptions = {
  markdownConfig,
  staticDirs: [path.join(siteDir, 'static')],
  siteDir,
  admonitions: true,
};

/**
 * Compiles a page the way the docs plugin's MDX loader does: real front
 * matter parser, preprocessor, and the format the page's front matter asks for.
 */
async function compile(fileContent: string, filePath: string): Promise<string> {
  const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent });
  const result = await compileToJSX({
    fileContent,
    filePath,
    frontMatter,
    options: loaderOptions,
    compilerName: 'server',
  });
  return result.content;
}

function compiledIds(compiled: string): string[] {
  return [...compiled.matchAll(/_components\.h[1-6], \{\s*id: "([^"]+)"/g)].map((m) => m[1] ?? '');
}

test('the conversion keeps our front matter, adds the note and drops the README title', () => {
  const converted = convertReadme(readme, page, localPage);
  const { frontMatter, body } = splitFrontMatter(converted);
  assert.equal(
    frontMatter,
    [
      'title: Node.js SDK',
      'sidebar_label: Node.js',
      'description: Our description of the Node.js SDK.',
      'mdx:',
      '  format: md',
    ].join('\n'),
  );
  assert.match(body.trimStart(), /^:::note\[Upstream README\]\n\nThis page shows the README of/);
  assert.ok(body.includes('at version 6.12.1'));
  assert.ok(body.includes(`([source](${sourceUrl(page)}))`));
  assert.doesNotMatch(body, /Unleash Node SDK|<h1/);
  // The README has another H1, so every heading goes one level down.
  assert.match(body, /^## Usage \{#usage\}$/m);
  assert.match(body, /^### Installation \{#installation\}$/m);
  assert.ok(body.includes('first();\n\n\n\nsecond();'), 'code keeps its blank lines');
});

test('the conversion removes HTML comments outside code only', () => {
  const body = splitFrontMatter(convertReadme(readme, page, localPage)).body;
  assert.doesNotMatch(body, /badges: (start|end)/);
  assert.doesNotMatch(body, /commented-out|old\(\);/);
  assert.ok(body.includes('<!-- kept in code -->'));
});

test('the conversion points relative links and images at the pinned GitHub files', () => {
  const body = splitFrontMatter(convertReadme(readme, page, localPage)).body;
  const blob = 'https://github.com/Unleash/unleash-node-sdk/blob/v6.12.1';
  const raw = 'https://raw.githubusercontent.com/Unleash/unleash-node-sdk/v6.12.1';
  assert.ok(body.includes(`[contributing](${blob}/CONTRIBUTING.md)`));
  assert.ok(body.includes(`[guide](${blob}/docs/guide.md#setup)`));
  assert.ok(body.includes(`[license](${blob}/LICENSE)`));
  assert.ok(
    body.includes(
      '[examples folder](https://github.com/Unleash/unleash-node-sdk/tree/v6.12.1/examples/)',
    ),
  );
  assert.ok(body.includes(`![Flow](${raw}/img/flow.png)`));
  assert.ok(body.includes(`<img src="${raw}/assets/logo.svg" width="100">`));
  assert.ok(body.includes(`[ref]: ${blob}/docs/reference.md`));
  // An in-page link stays when the heading exists, else it goes to GitHub.
  assert.ok(body.includes('[installation](#installation)'));
  assert.ok(body.includes(`[gone](${blob}/README.md#old-section)`));
  assert.ok(body.includes('<https://example.com>'));
  // Code is left alone.
  assert.ok(body.includes('<div id="app">[x](relative.md)</div>'));
});

test('a link to another pinned file of the same release goes to its page here', () => {
  const edge = remotePages.find((entry) => entry.route === '/reference/unleash-edge');
  assert.ok(edge);
  const body = convertReadme(
    'See the [CLI](/docs/CLI.md), its [options](docs/CLI.md#options) and [OpenTelemetry](docs/opentelemetry.md).',
    edge,
    localPage,
  );
  const blob = 'https://github.com/Unleash/unleash-edge/blob/unleash-edge-v20.2.3';
  assert.ok(body.includes('[CLI](/reference/unleash-edge/cli)'));
  assert.ok(body.includes(`[options](${blob}/docs/CLI.md#options)`));
  assert.ok(body.includes(`[OpenTelemetry](${blob}/docs/opentelemetry.md)`));
});

test('the conversion shows unknown tags as text, keeps braces and drops event handlers', async () => {
  const converted = convertReadme(readme, page, localPage);
  const body = splitFrontMatter(converted).body;
  assert.ok(body.includes('Pass &lt;your-api-token> as `<token>` and keep {curly} braces.'));
  assert.ok(body.includes('&lt;script>alert(1)&lt;/script>'));
  assert.doesNotMatch(body, /onclick/);
  assert.match(body, /^:::warning\n\nRead \*\*this\nline\*\*\.\n\n:::$/m);

  const compiled = await compile(converted, path.join(siteDir, 'docs/reference/sdks/node.md'));
  assert.ok(compiled.includes('Pass <your-api-token> as '), 'placeholder shown as text');
  assert.ok(compiled.includes('keep {curly} braces'), 'braces are text, not an expression');
  assert.doesNotMatch(compiled, /_jsx\("script"|_components\.script/);
  assert.ok(compiled.includes('_components.img'), 'known HTML is rendered');
});

test('the page keeps every anchor our page had, so links from other pages still resolve', async () => {
  const converted = convertReadme(readme, page, localPage);
  const body = splitFrontMatter(converted).body;
  assert.match(body, /^:::\n\n<a id="install-the-sdk"><\/a><a id="sdk-events"><\/a>\n/m);
  const compiled = await compile(converted, path.join(siteDir, 'docs/reference/sdks/node.md'));
  for (const id of ['install-the-sdk', 'sdk-events']) {
    assert.match(compiled, new RegExp(`id: "${id}"`), id);
  }
  assert.deepEqual(compiledIds(compiled), ['usage', 'installation']);
});

test('reapplying our page replaces front matter and anchors instead of stacking them', () => {
  const converted = convertReadme(readme, page, localPage);
  const renamed = localPage
    .replace('title: Node.js SDK', 'title: Node SDK')
    .replace('## Install the SDK', '## Installation');
  const again = withLocalPage(converted, renamed);
  assert.match(again, /^---\ntitle: Node SDK\n/);
  assert.equal(again.match(/^mdx:\n {2}format: md$/gm)?.length, 1);
  assert.equal(again.match(/<a id=/g)?.length, 1, 'installation is a heading upstream too');
  assert.ok(again.includes('<a id="sdk-events"></a>'));
});

test('heading ids match the ones Docusaurus gives our pages', async () => {
  const source = [
    '## Check a flag',
    '## Check a flag',
    '## The `isEnabled()` method',
    '## Use _context_ with **care**: [links](/x) & more',
    '## Legacy {#old-anchor}',
    '### Émoji 🚀 and — dashes',
    '```md',
    '## In code',
    '```',
  ].join('\n\n');
  const compiled = await compile(source, path.join(siteDir, 'docs/example.md'));
  assert.deepEqual(headingIds(source), compiledIds(compiled));
  for (const entry of remotePages) {
    const file = localDocFile(path.join(siteDir, 'docs'), entry.route);
    if (!file) continue;
    const local = fs.readFileSync(path.join(siteDir, 'docs', file), 'utf8');
    const ids = compiledIds(await compile(local, path.join(siteDir, 'docs', file)));
    assert.deepEqual(headingIds(splitFrontMatter(local).body), ids, entry.route);
  }
});

test('every refreshable page is one of ours, pinned once, with a raw GitHub URL', () => {
  const routes = remotePages.map((entry) => entry.route);
  assert.equal(new Set(routes).size, routes.length);
  for (const entry of remotePages) {
    assert.match(
      entry.route,
      /^\/reference\/(sdks\/[a-z-]+|unleash-edge(\/[a-z-]+)?|unleash-proxy)$/,
    );
    assert.ok(localDocFile(path.join(siteDir, 'docs'), entry.route), `${entry.route} has no page`);
    assert.match(entry.ref, /^(v?\d+\.\d+\.\d+|unleash-edge-v\d+\.\d+\.\d+|[0-9a-f]{40})$/);
    assert.equal(
      rawUrl(entry),
      `https://raw.githubusercontent.com/${entry.repo}/${entry.ref}/${entry.path}`,
    );
  }
});

const tempDirs: string[] = [];
after(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A temporary site with our pages for two routes. */
function tempSite(): { dir: string; pages: RemotePage[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-content-'));
  tempDirs.push(dir);
  const pages = remotePages.filter((entry) =>
    ['/reference/sdks/node', '/reference/unleash-edge/cli'].includes(entry.route),
  );
  for (const entry of pages) {
    const file = path.join(dir, 'docs', `${entry.route}.md`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, localPage);
  }
  fs.writeFileSync(path.join(dir, 'docs', 'intro.md'), '---\ntitle: Intro\n---\n\nHello.\n');
  return { dir, pages };
}

const offline: FetchFunction = () => Promise.reject(new TypeError('fetch failed'));

test('offline, every page keeps our version and the script still exits 0', async () => {
  const site = tempSite();
  const lines: string[] = [];
  const manifest = await refreshRemoteContent({
    siteDir: site.dir,
    pages: site.pages,
    fetch: offline,
    log: (line) => lines.push(line),
  });
  assert.deepEqual(manifest.pages, []);
  assert.deepEqual(
    manifest.kept.map((entry) => entry.route),
    site.pages.map((entry) => entry.route),
  );
  assert.match(manifest.kept[0]?.reason ?? '', /^fetch failed: https:\/\/raw\.githubusercontent/);
  assert.ok(lines.some((line) => /keep our version/.test(line)));
  assert.equal(exitCode(manifest, false), 0);
  assert.equal(exitCode(manifest, true), 1);

  // A build with the switch on finds nothing to swap and reads docs/.
  const overlay = prepareDocsOverlay({ siteDir: site.dir });
  assert.deepEqual(overlay, { downloaded: true, swapped: [], skipped: [] });
  assert.ok(!fs.existsSync(path.join(site.dir, '.remote-content', 'docs-overlay')));
  fs.rmSync(path.join(site.dir, '.remote-content'), { recursive: true });
  assert.equal(prepareDocsOverlay({ siteDir: site.dir }).downloaded, false);
});

test('a failed or slow download keeps our page; the others are swapped in at build time', async () => {
  const site = tempSite();
  const fetchOne: FetchFunction = (url, { signal }) => {
    if (url.includes('unleash-node-sdk')) {
      return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(readme) });
    }
    // Never answers (the timer stands for the open socket): only the timeout ends it.
    return new Promise((_, reject) => {
      const socket = setTimeout(() => undefined, 60_000);
      signal.addEventListener('abort', () => {
        clearTimeout(socket);
        reject(signal.reason);
      });
    });
  };
  const manifest = await refreshRemoteContent({
    siteDir: site.dir,
    pages: site.pages,
    fetch: fetchOne,
    timeoutMs: 50,
  });
  assert.deepEqual(
    manifest.pages.map((entry) => [entry.route, entry.file]),
    [['/reference/sdks/node', 'reference/sdks/node.md']],
  );
  assert.match(manifest.kept[0]?.reason ?? '', /^timed out/);
  assert.equal(exitCode(manifest, false), 0);

  const overlay = prepareDocsOverlay({ siteDir: site.dir });
  assert.equal(overlay.docsPath, '.remote-content/docs-overlay');
  assert.deepEqual(overlay.swapped, ['reference/sdks/node.md']);
  const read = (rel: string) =>
    fs.readFileSync(path.join(site.dir, '.remote-content/docs-overlay', rel), 'utf8');
  assert.ok(read('reference/sdks/node.md').includes(':::note[Upstream README]'));
  assert.equal(read('reference/unleash-edge/cli.md'), localPage);
  assert.equal(read('intro.md'), '---\ntitle: Intro\n---\n\nHello.\n');

  // A page removed from docs/ leaves the overlay too.
  fs.rmSync(path.join(site.dir, 'docs', 'intro.md'));
  prepareDocsOverlay({ siteDir: site.dir });
  assert.ok(!fs.existsSync(path.join(site.dir, '.remote-content/docs-overlay/intro.md')));
});

test('a page downloaded at another pin than the table is not used', () => {
  const site = tempSite();
  const remoteDir = path.join(site.dir, '.remote-content');
  fs.mkdirSync(path.join(remoteDir, 'reference/sdks'), { recursive: true });
  fs.writeFileSync(path.join(remoteDir, 'reference/sdks/node.md'), 'Old.\n');
  const stale = { ...page, ref: 'v5.0.0', file: 'reference/sdks/node.md', url: '' };
  fs.writeFileSync(
    path.join(remoteDir, 'manifest.json'),
    JSON.stringify({ generatedAt: '', pages: [stale], kept: [] }),
  );
  const overlay = prepareDocsOverlay({ siteDir: site.dir });
  assert.equal(overlay.docsPath, undefined);
  assert.match(overlay.skipped[0]?.reason ?? '', /pinned to Unleash\/unleash-node-sdk@v6\.12\.1/);
});

test('without UNLEASH_REMOTE_CONTENT=1 the docs options are left alone', () => {
  assert.equal(isRemoteContentEnabled, process.env.UNLEASH_REMOTE_CONTENT?.trim() === '1');
  if (!isRemoteContentEnabled) assert.deepEqual(remoteContentDocsOptions(), {});
});
