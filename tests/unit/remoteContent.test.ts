import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileToJSX } from '@docusaurus/mdx-loader/lib/utils';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { MarkdownConfig } from '@docusaurus/types';
import { isRemoteContentEnabled } from '../../src/config/env';
import { remotePages, type RemotePage } from '../../src/config/remoteContent';
import {
  localDocFile,
  prepareDocsOverlay,
  remoteContentDocsOptions,
  sha256,
  type Manifest,
} from '../../src/remoteContent/overlay';
import { parsePage } from '../../scripts/lib/docsCheck/markdown';
import {
  convertReadme,
  exitCode,
  rawUrl,
  refreshRemoteContent,
  type FetchFunction,
} from '../../scripts/content-remote';

const siteDir = path.join(__dirname, '..', '..');
const page: RemotePage = {
  route: '/reference/sdks/node',
  repo: 'Unleash/unleash-node-sdk',
  ref: 'v6.12.1',
};
const blob = 'https://github.com/Unleash/unleash-node-sdk/blob/v6.12.1';
const raw = 'https://raw.githubusercontent.com/Unleash/unleash-node-sdk/v6.12.1';

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

/** Shaped like the SDK READMEs on GitHub: logo and title in HTML, badges, a table of contents, alerts. */
const readme = [
  '<p align="center">',
  '  <picture>',
  '    <source media="(prefers-color-scheme: dark)" srcset=".github/logo-dark.svg 1x, .github/logo-dark@2x.png 2x">',
  '    <img alt="Unleash" src=".github/logo.svg" width="160">',
  '  </picture>',
  '</p>',
  '<h1 align="center">',
  '  Unleash Node SDK',
  '</h1>',
  '',
  '<!-- badges: start -->',
  '[![npm](https://img.shields.io/npm/v/unleash-client)](https://www.npmjs.com/package/unleash-client)',
  '[![Build](https://github.com/Unleash/unleash-node-sdk/actions/workflows/build.yml/badge.svg)](https://github.com/Unleash/unleash-node-sdk/actions/workflows/build.yml)',
  '<!-- badges: end -->',
  '',
  'The official Unleash client for Node.js: it evaluates feature flags in your process.',
  '',
  '## Contents <!-- omit in toc -->',
  '',
  '- [Usage](#usage)',
  '- [Installation](#installation)',
  '- [Options](#options)',
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
  'The [reference][ref] lists every option.',
  '',
  '![Flow](./img/flow.png)',
  '',
  '> [!WARNING]',
  '> Read **this',
  'line**.',
  '',
  '> [!TIP]',
  '>',
  '> Call `destroy()` on shutdown.',
  '',
  '## Options',
  '',
  '| Option | Default | Description |',
  '| --- | --- | --- |',
  '| `refreshInterval` | `15000` | How often, in ms, flags are fetched. |',
  '',
  '<details>',
  '<summary>Older Node versions</summary>',
  '',
  'Use version 5 (see [the changelog](CHANGELOG.md)).',
  '',
  '</details>',
  '',
  '```html',
  '<!-- kept in code -->',
  '<div id="app">[x](relative.md)</div>',
  '```',
  '',
  'Contributing',
  '------------',
  '',
  'Pull requests are welcome.',
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

const nodePage = path.join(siteDir, 'docs/reference/sdks/node.md');

function compiledIds(compiled: string): string[] {
  return [...compiled.matchAll(/_components\.h[1-6], \{\s*id: "([^"]+)"/g)].map((m) => m[1] ?? '');
}

/** The front matter lines of a converted page and the rest of it. */
function split(converted: string): { frontMatter: string; body: string } {
  const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(converted) ?? [];
  return { frontMatter, body };
}

test('the conversion keeps our front matter, adds the note and drops the README title', async () => {
  const { frontMatter, body } = split(await convertReadme(readme, page, localPage));
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
  assert.ok(body.includes('at version 6.12.1'), 'the version is the tag without its v');
  assert.ok(body.includes(`([source](${blob}/README.md))`));
  assert.doesNotMatch(body, /Unleash Node SDK|<h1/);
  assert.ok(body.includes(`<img alt="Unleash" src="${raw}/.github/logo.svg" width="160">`));
  // The README has another H1, so every heading goes one level down.
  assert.match(body, /^## Usage \{#usage\}$/m);
  assert.match(body, /^### Installation \{#installation\}$/m);
  assert.match(body, /^### Contents \{#contents\}$/m);
  assert.match(body, /^### Contributing \{#contributing\}$/m, 'setext heading');
  assert.ok(body.includes('first();\n\n\n\nsecond();'), 'code keeps its blank lines');

  // An `mdx` setting of ours is replaced, not stacked.
  const mdxPage = localPage.replace('---\n\n', 'mdx:\n  format: mdx\n---\n\n');
  const again = split(await convertReadme(readme, page, mdxPage)).frontMatter;
  assert.equal(again.match(/^mdx:\n {2}format: md$/gm)?.length, 1);
  assert.doesNotMatch(again, /format: mdx/);
});

test('the conversion removes HTML comments outside code only', async () => {
  const { body } = split(await convertReadme(readme, page, localPage));
  assert.doesNotMatch(body, /badges: (start|end)|omit in toc/);
  assert.doesNotMatch(body, /commented-out|old\(\);/);
  assert.ok(body.includes('<!-- kept in code -->'));
});

test('the conversion points relative links and images at the pinned GitHub files', async () => {
  const { body } = split(await convertReadme(readme, page, localPage));
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
  assert.ok(
    body.includes(`srcset="${raw}/.github/logo-dark.svg 1x, ${raw}/.github/logo-dark@2x.png 2x"`),
  );
  assert.ok(body.includes(`[ref]: ${blob}/docs/reference.md`));
  assert.ok(body.includes('The [reference][ref] lists every option.'));
  assert.ok(body.includes(`[the changelog](${blob}/CHANGELOG.md)`), 'inside <details>');
  // An in-page link stays when the heading exists, else it goes to GitHub.
  assert.ok(body.includes('[installation](#installation)'));
  assert.ok(body.includes('- [Options](#options)'));
  assert.ok(body.includes(`[gone](${blob}/README.md#old-section)`));
  assert.ok(body.includes('<https://example.com>'));
  // Code is left alone.
  assert.ok(body.includes('<div id="app">[x](relative.md)</div>'));
});

test('a link to another pinned file of the same release goes to its page here', async () => {
  const edge = remotePages.find((entry) => entry.route === '/reference/unleash-edge');
  const cli = remotePages.find((entry) => entry.route === '/reference/unleash-edge/cli');
  assert.ok(edge && cli);
  const body = await convertReadme(
    'See the [CLI](/docs/CLI.md), its [options](docs/CLI.md#options) and [OpenTelemetry](docs/opentelemetry.md).',
    edge,
    localPage,
  );
  const edgeBlob = 'https://github.com/Unleash/unleash-edge/blob/unleash-edge-v20.2.3';
  assert.ok(body.includes('[CLI](/reference/unleash-edge/cli)'));
  assert.ok(body.includes(`[options](${edgeBlob}/docs/CLI.md#options)`));
  assert.ok(body.includes(`[OpenTelemetry](${edgeBlob}/docs/opentelemetry.md)`));

  // And back, from a file under docs/; the note names that file.
  const fromCli = await convertReadme(
    '---\ntitle: CLI\n---\n\nBack to the [overview](../README.md).',
    cli,
    localPage,
  );
  assert.doesNotMatch(fromCli, /title: CLI/, "the file's own front matter goes");
  assert.ok(fromCli.includes('[overview](/reference/unleash-edge)'));
  assert.ok(
    fromCli.includes(
      ':::note[Upstream documentation]\n\nThis page shows `docs/CLI.md` from [Unleash/unleash-edge](https://github.com/Unleash/unleash-edge) at version 20.2.3',
    ),
  );
});

test('the conversion shows unknown tags as text, keeps braces and drops event handlers', async () => {
  const converted = await convertReadme(readme, page, localPage);
  const { body } = split(converted);
  assert.ok(body.includes('Pass &lt;your-api-token> as `<token>` and keep {curly} braces.'));
  assert.ok(body.includes('&lt;script>alert(1)&lt;/script>'));
  assert.doesNotMatch(body, /onclick/);
  assert.match(body, /^:::warning\n\nRead \*\*this\nline\*\*\.\n\n:::$/m);
  assert.match(body, /^:::tip\n\nCall `destroy\(\)` on shutdown\.\n\n:::$/m);

  const compiled = await compile(converted, nodePage);
  assert.ok(compiled.includes('Pass <your-api-token> as '), 'placeholder shown as text');
  assert.ok(compiled.includes('keep {curly} braces'), 'braces are text, not an expression');
  assert.doesNotMatch(compiled, /_jsx\("script"|_components\.script/);
  assert.ok(compiled.includes('_components.img'), 'known HTML is rendered');
  assert.ok(compiled.includes('_components.table'), 'GFM tables are kept');
  assert.ok(compiled.includes('"Older Node versions"'), '<details> is kept');
  assert.match(compiled, /_components\.admonition, \{\s*type: "warning"/);
});

test('the page keeps every anchor our page had, so links from other pages still resolve', async () => {
  const converted = await convertReadme(readme, page, localPage);
  const { body } = split(converted);
  assert.match(body, /^:::\n\n<a id="install-the-sdk"><\/a><a id="sdk-events"><\/a>\n/m);
  const compiled = await compile(converted, nodePage);
  for (const id of ['install-the-sdk', 'sdk-events']) {
    assert.match(compiled, new RegExp(`id: "${id}"`), id);
  }
  assert.deepEqual(compiledIds(compiled), [
    'contents',
    'usage',
    'installation',
    'options',
    'contributing',
  ]);
});

test('upstream headings get the ids Docusaurus gives them, and every anchor of our pages is kept', async () => {
  const headings = [
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
  const converted = await convertReadme(`# Title\n\n${headings}`, page, '');
  const written = [...converted.matchAll(/^#{2,6} .* \{#([^}]+)\}$/gm)].map((m) => m[1]);
  const asOurPage = compiledIds(await compile(headings, path.join(siteDir, 'docs/example.md')));
  assert.deepEqual(written, asOurPage);
  assert.deepEqual(compiledIds(await compile(converted, nodePage)), asOurPage);

  // The anchors a converted page keeps are read with the docs checker's parser.
  for (const entry of remotePages) {
    const file = localDocFile(path.join(siteDir, 'docs'), entry.route);
    if (!file) continue;
    const local = fs.readFileSync(path.join(siteDir, 'docs', file), 'utf8');
    const { anchors } = await parsePage(local);
    const ids = compiledIds(await compile(local, path.join(siteDir, 'docs', file)));
    assert.deepEqual(
      ids.filter((id) => !anchors.includes(id)),
      [],
      entry.route,
    );
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
    if (!/^v?\d/.test(entry.ref)) assert.ok(entry.version, `${entry.route} names its version`);
    assert.equal(
      rawUrl(entry),
      `https://raw.githubusercontent.com/${entry.repo}/${entry.ref}/${entry.path ?? 'README.md'}`,
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

const readManifest = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, '.remote-content/manifest.json'), 'utf8')) as Manifest;

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
  assert.deepEqual(readManifest(site.dir), manifest);
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
    manifest.pages.map((entry) => [entry.route, entry.file, entry.url, entry.localSha256]),
    [
      [
        '/reference/sdks/node',
        'reference/sdks/node.md',
        `${raw}/README.md`,
        sha256(Buffer.from(localPage)),
      ],
    ],
  );
  assert.match(manifest.kept[0]?.reason ?? '', /^timed out/);
  assert.deepEqual(readManifest(site.dir), manifest);
  assert.equal(exitCode(manifest, false), 0);

  const overlay = prepareDocsOverlay({ siteDir: site.dir });
  assert.equal(overlay.docsPath, '.remote-content/docs-overlay');
  assert.deepEqual(overlay.swapped, ['reference/sdks/node.md']);
  const read = (rel: string) =>
    fs.readFileSync(path.join(site.dir, '.remote-content/docs-overlay', rel), 'utf8');
  assert.equal(
    read('reference/sdks/node.md'),
    fs.readFileSync(path.join(site.dir, '.remote-content/reference/sdks/node.md'), 'utf8'),
  );
  assert.ok(read('reference/sdks/node.md').includes(':::note[Upstream README]'));
  assert.equal(read('reference/unleash-edge/cli.md'), localPage);
  assert.equal(read('intro.md'), '---\ntitle: Intro\n---\n\nHello.\n');

  // A page removed from docs/ leaves the overlay too.
  fs.rmSync(path.join(site.dir, 'docs', 'intro.md'));
  prepareDocsOverlay({ siteDir: site.dir });
  assert.ok(!fs.existsSync(path.join(site.dir, '.remote-content/docs-overlay/intro.md')));

  // An .mdx page of ours is swapped for a .md one: the converted page is plain Markdown.
  fs.renameSync(
    path.join(site.dir, 'docs/reference/sdks/node.md'),
    path.join(site.dir, 'docs/reference/sdks/node.mdx'),
  );
  assert.deepEqual(prepareDocsOverlay({ siteDir: site.dir }).swapped, ['reference/sdks/node.md']);
});

/** A site whose manifest lists the Node page, downloaded for `localSource` at `ref`. */
function downloadedSite(ref: string, localSource: string): string {
  const site = tempSite();
  const remoteDir = path.join(site.dir, '.remote-content');
  fs.mkdirSync(path.join(remoteDir, 'reference/sdks'), { recursive: true });
  fs.writeFileSync(path.join(remoteDir, 'reference/sdks/node.md'), 'Converted.\n');
  const entry = {
    ...page,
    ref,
    file: 'reference/sdks/node.md',
    url: '',
    localSha256: sha256(localSource),
  };
  const manifest: Manifest = { generatedAt: '', pages: [entry], kept: [] };
  fs.writeFileSync(path.join(remoteDir, 'manifest.json'), JSON.stringify(manifest));
  return site.dir;
}

test('a page downloaded at another pin than the table is not used', () => {
  const overlay = prepareDocsOverlay({ siteDir: downloadedSite('v5.0.0', localPage) });
  assert.equal(overlay.docsPath, undefined);
  assert.match(overlay.skipped[0]?.reason ?? '', /pinned to Unleash\/unleash-node-sdk@v6\.12\.1/);
});

test('a page converted for an older version of ours, or missing, is not used', () => {
  // Its front matter and anchors are those of our old page.
  const changed = prepareDocsOverlay({ siteDir: downloadedSite('v6.12.1', 'Old page.\n') });
  assert.equal(changed.docsPath, undefined);
  assert.deepEqual(changed.skipped, [
    {
      route: '/reference/sdks/node',
      reason: 'our page changed since the download: run npm run content:remote',
    },
  ]);

  const dir = downloadedSite('v6.12.1', localPage);
  assert.deepEqual(prepareDocsOverlay({ siteDir: dir }).swapped, ['reference/sdks/node.md']);
  fs.rmSync(path.join(dir, '.remote-content/reference/sdks/node.md'));
  const missing = prepareDocsOverlay({ siteDir: dir });
  assert.equal(missing.docsPath, undefined);
  assert.deepEqual(missing.skipped, [
    { route: '/reference/sdks/node', reason: 'reference/sdks/node.md is missing' },
  ]);
});

test('without UNLEASH_REMOTE_CONTENT=1 the docs options are left alone', () => {
  assert.equal(isRemoteContentEnabled, process.env.UNLEASH_REMOTE_CONTENT?.trim() === '1');
  if (!isRemoteContentEnabled) assert.deepEqual(remoteContentDocsOptions(), {});
});
