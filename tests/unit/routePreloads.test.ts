import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  assetsForPath,
  withPreloads,
  type PageAssets,
  type RouteData,
} from '../../src/plugins/pageWeight/afterPaint/routePreloads';
import { runStages, type Build, type Stage } from '../../src/plugins/builtPages';
import {
  afterPaintLoader,
  afterPaintScripts,
  afterPaintTag,
} from '../../src/plugins/pageWeight/afterPaint/afterPaint';
import { tempDir } from '../helpers/tempDir';

const noAssets: PageAssets = { scripts: [], stylesheets: [] };

const component = (routePath: string, hash: string) => ({
  componentOf: [routePath, hash] as [string, string],
});

// A docs instance at / with one page, an API instance with one page, and the
// client manifest the build writes for them.
const data: RouteData = {
  tree: [
    {
      path: '/api',
      component: component('/api', 'a1'),
      routes: [
        { path: '/api/get-thing', component: component('/api/get-thing', 'a2'), exact: true },
      ],
    },
    {
      path: '/',
      component: component('/', 'd1'),
      routes: [{ path: '/guide', component: component('/guide', 'd2'), exact: true }],
    },
  ],
  chunkNames: {
    '/api-a1': { __comp: 'apiRoot' },
    '/api/get-thing-a2': { __comp: 'apiItem', content: 'getThing' },
    '/-d1': { __comp: 'docsRoot', __context: { plugin: 'docsPlugin' } },
    '/guide-d2': { __comp: 'docItem', content: 'guide' },
  },
  manifest: {
    entrypoints: ['main'],
    origins: {
      main: ['1', '2'],
      apiRoot: ['1', '10'],
      apiItem: ['11', '12', '13'],
      getThing: ['11', '14'],
      docsRoot: ['20'],
      docsPlugin: ['21'],
      docItem: ['22'],
      guide: ['23'],
      lazyRoutes: ['30'],
    },
    assets: {
      '1': { css: [{ publicPath: '/assets/css/styles.css' }] },
      '2': { js: [{ publicPath: '/assets/js/main.js' }] },
      '10': { js: [{ publicPath: '/assets/js/apiRoot.js' }] },
      '11': { css: [{ publicPath: '/assets/css/api.css' }] },
      '12': { js: [{ publicPath: '/assets/js/apiTheme.js' }] },
      '13': { js: [{ publicPath: '/assets/js/apiItem.js' }] },
      '14': { js: [{ publicPath: '/assets/js/getThing.js' }] },
      '20': { js: [{ publicPath: '/assets/js/docsRoot.js' }] },
      '21': { js: [{ publicPath: '/assets/js/docsPlugin.js' }] },
      '22': { js: [{ publicPath: '/assets/js/docItem.js' }] },
      '23': { js: [{ publicPath: '/assets/js/guide.js' }] },
      '30': { js: [{ publicPath: '/assets/js/lazyRoutes.js' }] },
    },
  },
  extraChunks: (pathname) => (pathname.startsWith('/api') ? ['lazyRoutes'] : []),
};

test('a page gets the scripts and stylesheets of every route it matches, main bundle left out', () => {
  assert.deepEqual(assetsForPath('/guide', data), {
    scripts: [
      '/assets/js/docsRoot.js',
      '/assets/js/docsPlugin.js',
      '/assets/js/docItem.js',
      '/assets/js/guide.js',
    ],
    stylesheets: [],
  });
  assert.deepEqual(assetsForPath('/api/get-thing', data), {
    scripts: [
      '/assets/js/apiRoot.js',
      '/assets/js/apiTheme.js',
      '/assets/js/apiItem.js',
      '/assets/js/getThing.js',
      '/assets/js/lazyRoutes.js',
    ],
    stylesheets: ['/assets/css/api.css'],
  });
});

test('stylesheets are linked and scripts loaded after the paint, from the end of the head', () => {
  const html =
    '<html><head><title>x</title><script src=/runtime.js defer></script><script src="/main.js" defer></script></head><body></body></html>';
  assert.equal(
    withPreloads(html, { scripts: ['/a.js', '/b.js'], stylesheets: ['/a.css'] }),
    `<html><head><title>x</title><link rel="stylesheet" href="/a.css">${afterPaintTag(['/runtime.js', '/main.js'], ['/a.js', '/b.js'])}</head><body></body></html>`,
  );
  assert.equal(
    withPreloads(html, { scripts: [], stylesheets: [] }),
    `<html><head><title>x</title>${afterPaintTag(['/runtime.js', '/main.js'], [])}</head><body></body></html>`,
  );
  assert.throws(
    () => withPreloads('<p>no head</p><script src=/main.js defer></script>', noAssets),
    /head/,
  );
  assert.throws(() => withPreloads('<head></head>', noAssets), /deferred scripts/);
});

test('the loader tag names the main bundle, then the chunks, and refuses odd URLs', () => {
  const tag = afterPaintTag(['/runtime.js', '/main.js'], ['/a.js']);
  assert.deepEqual(afterPaintScripts(`<head>${tag}</head>`), ['/runtime.js', '/main.js', '/a.js']);
  assert.ok(tag.endsWith(`>${afterPaintLoader}</script>`));
  assert.deepEqual(afterPaintScripts('<head><script src=/main.js defer></script></head>'), []);
  assert.throws(() => afterPaintTag(['/a b.js'], []), /odd script URL/);
  assert.throws(() => afterPaintTag(['/main.js'], ['/a".js']), /odd script URL/);
});

test('the built-pages pipeline hands each page to its stages in order and writes it back once', async () => {
  const outDir = tempDir('preloads-');
  fs.mkdirSync(path.join(outDir, 'api'));
  const page = '<head><script src=/main.js defer></script></head>';
  fs.writeFileSync(path.join(outDir, 'guide.html'), page);
  fs.writeFileSync(path.join(outDir, 'api', 'get-thing.html'), page);
  const events: string[] = [];
  const seenHtml = new Map<string, string>();
  const preloads: Stage = {
    name: 'preloads',
    start: () => ({ page: ({ route, html }) => withPreloads(html, assetsForPath(route, data)) }),
  };
  const observer: Stage = {
    name: 'observer',
    start: () => ({
      page: ({ route, html }) => {
        events.push(route);
        seenHtml.set(route, html);
      },
      finish: () => {
        events.push('finish');
      },
    }),
  };
  const build = {
    props: { outDir, routesPaths: ['/guide', '/api/get-thing', '/missing', '/guide'] },
    context: {},
    allContent: {},
  } as unknown as Build;
  try {
    const { changed, ms } = await runStages([preloads, observer], build);
    assert.equal(changed, 2);
    assert.deepEqual([...ms.keys()], ['preloads', 'observer']);
    // Each page once (the repeated route too), a route without a page skipped, then finish.
    assert.deepEqual(events, ['/guide', '/api/get-thing', 'finish']);
    const guide = fs.readFileSync(path.join(outDir, 'guide.html'), 'utf8');
    // A later stage sees what an earlier one returned, and that is what is written.
    assert.equal(seenHtml.get('/guide'), guide);
    assert.deepEqual(afterPaintScripts(guide), [
      '/main.js',
      '/assets/js/docsRoot.js',
      '/assets/js/docsPlugin.js',
      '/assets/js/docItem.js',
      '/assets/js/guide.js',
    ]);
    assert.match(
      fs.readFileSync(path.join(outDir, 'api', 'get-thing.html'), 'utf8'),
      /rel="stylesheet" href="\/assets\/css\/api\.css"/,
    );
    assert.deepEqual(fs.readdirSync(outDir).sort(), ['api', 'guide.html']);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
