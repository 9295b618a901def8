/**
 * Loader that moves the API reference's page routes out of the main bundle
 * of the browser build. Docusaurus puts every route of the site in the main
 * bundle three times: in the route tree (`.docusaurus/routes.js`), in the
 * route-to-chunk map (`routesChunkNames.json`) and in the chunk registry
 * (`registry.js`). The API reference has over 380 pages, so its share was
 * about 18 KB gzip on every page of the site, the ones that never link to it
 * included.
 *
 * In the browser build:
 *
 * - `routes.js` keeps every route but the pages of the API docs instance:
 *   the route that lists them gets an empty array from `lazyRoutes.ts`,
 *   filled by the chunk below before the router needs it.
 * - `routes.js?api-pages` (the same file under another name) becomes the
 *   chunk that holds those pages: their routes, their entries of the chunk
 *   map and of the registry, added to the shared objects when it loads.
 * - `registry.js` and `routesChunkNames.json` lose what that chunk adds.
 *   The registry also loses the source path of every entry, which only
 *   server rendering reads.
 * - `preload.js` and `docusaurus.js` of @docusaurus/core wait for the chunk
 *   before they look up a path under the API reference (`lazyRoutes.ts`):
 *   rows of the patch table (src/vendorPatches/docusaurus.ts).
 *
 * Both route lists are made case-sensitive in the browser (`caseSensitive` in
 * lazyRoutes.ts).
 *
 * The server build is left alone, so the HTML is the same. Every file is
 * checked for the shape this loader expects; any other shape fails the build,
 * since a Docusaurus upgrade that changes them must be looked at.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** The chunk of the API pages' routes (routePreloads.ts names it in their HTML). */
const apiRoutesChunkName = 'api-routes';

const lazyRoutesModule = path.join(__dirname, 'lazyRoutes.ts').split(path.sep).join('/');

function fail(message) {
  throw new Error(`pageWeight (lazy API routes): ${message}`);
}

/**
 * The route tree of `.docusaurus/routes.js` as data: each component is
 * `{ path, hash }`, the arguments Docusaurus passed to ComponentCreator.
 */
function readRouteTree(source) {
  const body = source
    .split('\n')
    .filter((line) => !/^import .* from '[^']+';$/.test(line))
    .join('\n');
  if (!/^\s*export default \[/.test(body)) fail('routes.js does not export an array');
  const componentCreator = (routePath, hash) => ({ componentOf: [routePath, hash] });
  try {
    return new Function('ComponentCreator', body.replace('export default', 'return'))(
      componentCreator,
    );
  } catch (error) {
    fail(`routes.js could not be read: ${error.message}`);
  }
}

/** Whether `routePath` is `base` or a path below it. */
function isUnder(routePath, base) {
  return routePath === base || routePath.startsWith(`${base}/`);
}

/** The route whose children are the pages of the docs instance at `base`. */
function findPagesParent(tree, base) {
  const found = [];
  const visit = (routes) => {
    for (const route of routes) {
      if (!Array.isArray(route.routes)) continue;
      const children = route.routes;
      const pagesOnly =
        route.path === base &&
        children.length > 0 &&
        children.every((child) => !child.routes && isUnder(child.path, base));
      if (pagesOnly) found.push(route);
      else visit(children);
    }
  };
  visit(tree);
  if (found.length !== 1)
    fail(`expected one route listing the pages under ${base}, found ${found.length}`);
  return found[0];
}

function printValue(value, indent) {
  const pad = '  '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}  ${printValue(item, indent + 1)}`).join(',\n')}\n${pad}]`;
  }
  if (value && typeof value === 'object') {
    if (value.componentOf) {
      return `ComponentCreator(${value.componentOf.map((arg) => JSON.stringify(arg)).join(', ')})`;
    }
    if (value.lazyPages) return 'lazyPages';
    const entries = Object.entries(value).map(
      ([key, item]) => `${pad}  ${JSON.stringify(key)}: ${printValue(item, indent + 1)}`,
    );
    return `{\n${entries.join(',\n')}\n${pad}}`;
  }
  return JSON.stringify(value);
}

function chunkKey(route) {
  if (!route.component || !route.component.componentOf)
    fail(`route ${route.path} has no component`);
  const [routePath, hash] = route.component.componentOf;
  return `${routePath}-${hash}`;
}

/** Every chunk name in a value of `routesChunkNames.json`, however nested. */
function chunkNamesIn(value, names = new Set()) {
  if (typeof value === 'string') names.add(value);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) chunkNamesIn(item, names);
  }
  return names;
}

/**
 * Splits the site's route data in two: what stays in the main bundle and what
 * the API pages chunk adds.
 */
function splitRouteData({ routesSource, chunkNamesSource, registrySource, base }) {
  const tree = readRouteTree(routesSource);
  const parent = findPagesParent(tree, base);
  const pages = parent.routes;
  parent.routes = { lazyPages: true };

  const chunkNames = JSON.parse(chunkNamesSource);
  const pageKeys = new Set(pages.map(chunkKey));
  const lazyChunkNames = {};
  const mainChunkNames = {};
  for (const [key, names] of Object.entries(chunkNames)) {
    if (pageKeys.has(key)) lazyChunkNames[key] = names;
    else mainChunkNames[key] = names;
  }
  for (const key of pageKeys) {
    if (!lazyChunkNames[key]) fail(`no chunk names for the route ${key}`);
  }
  const usedByMain = chunkNamesIn(mainChunkNames);
  const lazyOnly = new Set(
    [...chunkNamesIn(lazyChunkNames)].filter((name) => !usedByMain.has(name)),
  );

  const registry = readRegistry(registrySource);
  const mainRegistry = registry.filter((entry) => !lazyOnly.has(entry.name));
  const lazyRegistry = registry.filter((entry) => lazyOnly.has(entry.name));
  if (lazyRegistry.length !== lazyOnly.size)
    fail('a chunk of the API pages is missing from the registry');

  return { tree, pages, mainChunkNames, lazyChunkNames, mainRegistry, lazyRegistry };
}

const registryLine =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("[^"]+")\), "[^"]+", require\.resolveWeak\(("[^"]+")\)\],(\};)?$/;

/** The entries of `.docusaurus/registry.js`: chunk name and module request. */
function readRegistry(source) {
  const lines = source.trimEnd().split('\n');
  if (lines[0] !== 'export default {') fail('registry.js does not start with its object');
  const entries = lines.slice(1).map((line) => {
    const match = registryLine.exec(line);
    if (!match || match[1] !== match[2] || match[3] !== match[4]) {
      fail(`unexpected registry line: ${line.slice(0, 120)}`);
    }
    return { name: match[1], request: match[3] };
  });
  if (!lines[lines.length - 1].endsWith('};')) fail('registry.js does not end with its object');
  return entries;
}

/** Registry entries as the browser needs them: the loader and the module id. */
function printRegistry(entries) {
  return entries
    .map(
      ({ name, request }) =>
        `  ${JSON.stringify(name)}: [() => import(/* webpackChunkName: ${JSON.stringify(name)} */ ${request}), "", require.resolveWeak(${request})]`,
    )
    .join(',\n');
}

function mainRoutesModule(data) {
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import { caseSensitive, lazyPages, registerLazyPages } from ${JSON.stringify(lazyRoutesModule)};`,
    '',
    `registerLazyPages(${JSON.stringify(data.base)}, () => import(/* webpackChunkName: ${JSON.stringify(apiRoutesChunkName)} */ '@generated/routes?api-pages'));`,
    '',
    `export default caseSensitive(${printValue(data.tree, 0)});`,
    '',
  ].join('\n');
}

function lazyPagesModule(data) {
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    "import registry from '@generated/registry';",
    "import routesChunkNames from '@generated/routesChunkNames';",
    `import { caseSensitive, lazyPages } from ${JSON.stringify(lazyRoutesModule)};`,
    '',
    `Object.assign(registry, {\n${printRegistry(data.lazyRegistry)}\n});`,
    `Object.assign(routesChunkNames, ${JSON.stringify(data.lazyChunkNames)});`,
    `lazyPages.push(...caseSensitive(${printValue(data.pages, 0)}));`,
    '',
  ].join('\n');
}

function readGenerated(loaderContext, file) {
  const filePath = path.join(path.dirname(loaderContext.resourcePath), file);
  loaderContext.addDependency(filePath);
  return fs.readFileSync(filePath, 'utf8');
}

/** The route data, read once per file version for the four files of a build. */
let cached = { key: '', data: null };
function routeData(loaderContext, base) {
  const routesSource = readGenerated(loaderContext, 'routes.js');
  const chunkNamesSource = readGenerated(loaderContext, 'routesChunkNames.json');
  const registrySource = readGenerated(loaderContext, 'registry.js');
  const key = `${base}\n${routesSource}\n${chunkNamesSource}\n${registrySource}`;
  if (cached.key !== key) {
    cached = {
      key,
      data: { base, ...splitRouteData({ routesSource, chunkNamesSource, registrySource, base }) },
    };
  }
  return cached.data;
}

module.exports = function lazyApiRoutesLoader(source) {
  const { kind, base } = this.getOptions();
  switch (kind) {
    case 'routes':
      return mainRoutesModule(routeData(this, base));
    case 'apiPages':
      return lazyPagesModule(routeData(this, base));
    case 'chunkNames':
      return JSON.stringify(routeData(this, base).mainChunkNames);
    case 'registry':
      return `export default {\n${printRegistry(routeData(this, base).mainRegistry)}\n};\n`;
    default:
      fail(`unknown kind ${kind}`);
  }
  return source;
};

module.exports.apiRoutesChunkName = apiRoutesChunkName;
module.exports.chunkNamesIn = chunkNamesIn;
module.exports.isUnder = isUnder;
module.exports.readRouteTree = readRouteTree;
module.exports.splitRouteData = splitRouteData;
module.exports.readRegistry = readRegistry;
