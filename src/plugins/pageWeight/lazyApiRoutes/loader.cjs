// The API reference's 380 page routes, in the route tree, chunk map and registry of the browser's
// main bundle, cost about 18 KB gzip on every page. `routes.js` keeps the rest, the pages' parent
// gets `lazyPages` (./lazyRoutes.ts), and `routes.js?api-pages` is the chunk that fills it and adds
// their map and registry entries. The registry also loses the source paths, which only server
// rendering reads. The server build is left alone, so the HTML is the same.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const apiRoutesChunkName = 'api-routes';

const lazyRoutesModule = path.join(__dirname, 'lazyRoutes.ts').split(path.sep).join('/');

function fail(message) {
  throw new Error(`pageWeight (lazy API routes): ${message}`);
}

/** The route tree of `routes.js` as data: a component is `{ componentOf: [path, hash] }`. */
function readRouteTree(source) {
  const body = source.replace(/^import .* from '[^']+';$/gm, '');
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

const pagesParents = (routes, base) =>
  routes.flatMap((route) => {
    const children = route.routes;
    if (!Array.isArray(children)) return [];
    const pagesOnly =
      route.path === base &&
      children.length > 0 &&
      children.every((child) => !child.routes && isUnder(child.path, base));
    return pagesOnly ? [route] : pagesParents(children, base);
  });

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
  return route.component.componentOf.join('-');
}

/** Every chunk name in a value of `routesChunkNames.json`, however nested. */
function chunkNamesIn(value, names = new Set()) {
  if (typeof value === 'string') names.add(value);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) chunkNamesIn(item, names);
  }
  return names;
}

function splitRouteData(routesSource, chunkNamesSource, registrySource, base) {
  const tree = readRouteTree(routesSource);
  const parents = pagesParents(tree, base);
  if (parents.length !== 1)
    fail(`expected one route listing the pages under ${base}, found ${parents.length}`);
  const [parent] = parents;
  const pages = parent.routes;
  parent.routes = { lazyPages: true };

  const pageKeys = new Set(pages.map(chunkKey));
  const chunkNames = Object.entries(JSON.parse(chunkNamesSource));
  const lazyChunkNames = Object.fromEntries(chunkNames.filter(([key]) => pageKeys.has(key)));
  const mainChunkNames = Object.fromEntries(chunkNames.filter(([key]) => !pageKeys.has(key)));
  const missing = [...pageKeys].find((key) => !lazyChunkNames[key]);
  if (missing) fail(`no chunk names for the route ${missing}`);
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

function readRegistry(source) {
  const lines = source.trimEnd().split('\n');
  if (lines[0] !== 'export default {') fail('registry.js does not start with its object');
  const entries = lines.slice(1).map((line) => {
    const match = registryLine.exec(line);
    if (!match || match[1] !== match[2] || match[3] !== match[4])
      fail(`unexpected registry line: ${line.slice(0, 120)}`);
    return { name: match[1], request: match[3] };
  });
  if (!lines[lines.length - 1].endsWith('};')) fail('registry.js does not end with its object');
  return entries;
}

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

// Read once per file version for the four modules of a build.
let cached = { key: '', data: null };
function routeData(loaderContext, base) {
  const sources = ['routes.js', 'routesChunkNames.json', 'registry.js'].map((file) => {
    const filePath = path.join(path.dirname(loaderContext.resourcePath), file);
    loaderContext.addDependency(filePath);
    return fs.readFileSync(filePath, 'utf8');
  });
  const key = [base, ...sources].join('\n');
  if (cached.key !== key) cached = { key, data: { base, ...splitRouteData(...sources, base) } };
  return cached.data;
}

const outputs = {
  routes: mainRoutesModule,
  apiPages: lazyPagesModule,
  chunkNames: (data) => JSON.stringify(data.mainChunkNames),
  registry: (data) => `export default {\n${printRegistry(data.mainRegistry)}\n};\n`,
};

module.exports = Object.assign(
  function lazyApiRoutesLoader() {
    const { kind, base } = this.getOptions();
    if (!Object.hasOwn(outputs, kind)) fail(`unknown kind ${kind}`);
    return outputs[kind](routeData(this, base));
  },
  { apiRoutesChunkName, chunkNamesIn, isUnder, readRouteTree },
);
