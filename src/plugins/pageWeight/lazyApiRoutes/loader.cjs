/**
 * Moves the API reference's page routes out of the browser's main bundle. Docusaurus puts every
 * route there three times: in the route tree (`.docusaurus/routes.js`), the route-to-chunk map
 * (`routesChunkNames.json`) and the chunk registry (`registry.js`); the API reference's 380 pages
 * cost about 18 KB gzip on every page of the site, the ones that never link to it included.
 *
 * `routes.js` keeps every route but those pages, whose parent gets `lazyPages` (./lazyRoutes.ts,
 * which also makes both route lists case-sensitive); `routes.js?api-pages` becomes the chunk that
 * fills it and adds the pages' entries of the map and registry, which the main ones lose. The
 * registry also loses every source path, which only server rendering reads. Core's router waits
 * for the chunk (rows of src/vendorPatches/docusaurus.ts). The server build is left alone, so the
 * HTML is the same. Any other shape of these files fails the build: a Docusaurus upgrade that
 * changes them must be looked at.
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
  try {
    return new Function('ComponentCreator', body.replace('export default', 'return'))(
      (routePath, hash) => ({ componentOf: [routePath, hash] }),
    );
  } catch (error) {
    fail(`routes.js could not be read: ${error.message}`);
  }
}

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
  if (!route.component?.componentOf) fail(`route ${route.path} has no component`);
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

/** The route data in two: what stays in the main bundle and what the API pages chunk adds. */
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

const mainRoutesModule = (data) => `import ComponentCreator from '@docusaurus/ComponentCreator';
import { caseSensitive, lazyPages, registerLazyPages } from ${JSON.stringify(lazyRoutesModule)};

registerLazyPages(${JSON.stringify(data.base)}, () => import(/* webpackChunkName: ${JSON.stringify(apiRoutesChunkName)} */ '@generated/routes?api-pages'));

export default caseSensitive(${printValue(data.tree, 0)});
`;

const lazyPagesModule = (data) => `import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import { caseSensitive, lazyPages } from ${JSON.stringify(lazyRoutesModule)};

Object.assign(registry, {
${printRegistry(data.lazyRegistry)}
});
Object.assign(routesChunkNames, ${JSON.stringify(data.lazyChunkNames)});
lazyPages.push(...caseSensitive(${printValue(data.pages, 0)}));
`;

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

const outputs = {
  routes: mainRoutesModule,
  apiPages: lazyPagesModule,
  chunkNames: (data) => JSON.stringify(data.mainChunkNames),
  registry: (data) => `export default {\n${printRegistry(data.mainRegistry)}\n};\n`,
};

module.exports = function lazyApiRoutesLoader() {
  const { kind, base } = this.getOptions();
  if (!Object.hasOwn(outputs, kind)) fail(`unknown kind ${kind}`);
  return outputs[kind](routeData(this, base));
};

module.exports.apiRoutesChunkName = apiRoutesChunkName;
module.exports.chunkNamesIn = chunkNamesIn;
module.exports.isUnder = isUnder;
module.exports.readRouteTree = readRouteTree;
