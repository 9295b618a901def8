import { test } from 'node:test';
import { caseSensitive } from '../../src/plugins/pageWeight/lazyApiRoutes/lazyRoutes';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { tempDir } from '../helpers/tempDir';

type LoaderContext = {
  getOptions: () => Record<string, string>;
  resourcePath: string;
  addDependency: (file: string) => void;
};
type Loader = ((this: LoaderContext, source: string) => string) & {};

const require = createRequire(__filename);
const loader = require('../../src/plugins/pageWeight/lazyApiRoutes/loader.cjs') as Loader;

const base = '/reference/api/unleash';

// The three generated files, in the shape Docusaurus 3.10 writes them: the
// home page, one guide, and a docs instance at `base` with an index and two
// operation pages that share their page component.
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/reference/api/unleash',
    component: ComponentCreator('/reference/api/unleash', 'a01'),
    routes: [
      {
        path: '/reference/api/unleash',
        component: ComponentCreator('/reference/api/unleash', 'a02'),
        routes: [
          {
            path: '/reference/api/unleash',
            component: ComponentCreator('/reference/api/unleash', 'a03'),
            exact: true,
            sidebar: "api"
          },
          {
            path: '/reference/api/unleash/create-feature',
            component: ComponentCreator('/reference/api/unleash/create-feature', 'a04'),
            exact: true,
            sidebar: "api"
          },
          {
            path: '/reference/api/unleash/get-feature',
            component: ComponentCreator('/reference/api/unleash/get-feature', 'a05'),
            exact: true,
            sidebar: "api"
          }
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'h01'),
    routes: [
      {
        path: '/quickstart',
        component: ComponentCreator('/quickstart', 'q01'),
        exact: true,
        sidebar: "docs"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const chunkNames = {
  '/reference/api/unleash-a01': { __comp: 'root', __context: { plugin: 'apiplugin' } },
  '/reference/api/unleash-a02': { __comp: 'version', __props: 'apiprops' },
  '/reference/api/unleash-a03': { __comp: 'docitem', content: 'apiindex' },
  '/reference/api/unleash/create-feature-a04': { __comp: 'apiitem', content: 'create' },
  '/reference/api/unleash/get-feature-a05': { __comp: 'apiitem', content: 'get' },
  '/-h01': { __comp: 'root', __context: { plugin: 'docsplugin' } },
  '/quickstart-q01': { __comp: 'docitem', content: 'quickstart' },
};

const registryEntry = (name: string, request: string): string =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${request}"), "${request}", require.resolveWeak("${request}")],`;

const registryNames: Record<string, string> = {
  apiindex: '@site/api-docs/unleash.mdx',
  apiitem: '@theme/ApiItem',
  apiplugin: '~docs/api/plugin.json',
  apiprops: '~docs/api/props.json',
  create: '@site/api-docs/create-feature.mdx',
  docitem: '@theme/DocItem',
  docsplugin: '~docs/default/plugin.json',
  get: '@site/api-docs/get-feature.mdx',
  quickstart: '@site/docs/quickstart.md',
  root: '@theme/DocsRoot',
  version: '@theme/DocVersionRoot',
};
const registryLines = Object.entries(registryNames).map(([name, request]) =>
  registryEntry(name, request),
);
const registrySource = `export default {\n${registryLines.join('\n')}};\n`;

function generatedDir(files: Record<string, string>): string {
  const dir = tempDir('lazy-routes-');
  for (const [name, content] of Object.entries(files))
    fs.writeFileSync(path.join(dir, name), content);
  return dir;
}

function run(kind: string, file: string, files: Record<string, string>): string {
  const dir = generatedDir(files);
  const dependencies: string[] = [];
  const output = loader.call(
    {
      getOptions: () => ({ kind, base }),
      resourcePath: path.join(dir, file),
      addDependency: (dependency) => dependencies.push(dependency),
    },
    fs.readFileSync(path.join(dir, file), 'utf8'),
  );
  assert.deepEqual(dependencies.map((dependency) => path.basename(dependency)).sort(), [
    'registry.js',
    'routes.js',
    'routesChunkNames.json',
  ]);
  return output;
}

const siteFiles = {
  'routes.js': routesSource,
  'routesChunkNames.json': JSON.stringify(chunkNames, null, 2),
  'registry.js': registrySource,
};

/** Runs a generated module with stand-ins for its imports; returns its default export. */
function evaluate(source: string, imports: Record<string, unknown>): unknown {
  const body = source
    .split('\n')
    .map((line) => {
      const match = /^import (.+) from ["'](.+)["'];$/.exec(line);
      if (!match) return line;
      const [, names, from] = match;
      const key = Object.keys(imports).find((candidate) => from!.endsWith(candidate));
      assert.ok(key, `no stand-in for ${from}`);
      return `const ${names} = imports[${JSON.stringify(key)}];`;
    })
    .join('\n')
    .replace('export default', 'return')
    .replace(/require\.resolveWeak\(([^)]+)\)/g, '$1');
  return new Function('imports', body)(imports) as unknown;
}

test('the main route tree keeps every route but the API pages, whose list is filled by the API chunk', () => {
  const lazyPages: unknown[] = [];
  let registeredBase = '';
  const componentCreator = (routePath: string, hash?: string): string => `${routePath}|${hash}`;
  const tree = evaluate(run('routes', 'routes.js', siteFiles), {
    '@docusaurus/ComponentCreator': componentCreator,
    'lazyRoutes.ts': {
      caseSensitive,
      lazyPages,
      registerLazyPages: (routeBase: string) => (registeredBase = routeBase),
    },
  }) as {
    path: string;
    component: string;
    sensitive?: boolean;
    routes?: { routes?: unknown[] }[];
  }[];
  assert.equal(registeredBase, base);
  // Routes match case-sensitively in the browser, as the hosts do.
  assert.deepEqual(
    tree.map((route) => route.sensitive),
    [true, true, true],
  );
  assert.deepEqual(
    tree.map((route) => [route.path, route.component]),
    [
      [base, `${base}|a01`],
      ['/', '/|h01'],
      ['*', '*|undefined'],
    ],
  );
  assert.equal(tree[0]!.routes![0]!.routes, lazyPages, 'the API pages list is the shared array');
  assert.deepEqual(
    (tree[1]!.routes as { path: string; sidebar: string }[]).map((route) => [
      route.path,
      route.sidebar,
    ]),
    [['/quickstart', 'docs']],
  );

  // The API chunk adds its chunk names, its registry entries and its pages.
  const registry: Record<string, unknown[]> = {};
  const routesChunkNames: Record<string, unknown> = {};
  evaluate(run('apiPages', 'routes.js', siteFiles), {
    '@docusaurus/ComponentCreator': componentCreator,
    '@generated/registry': registry,
    '@generated/routesChunkNames': routesChunkNames,
    'lazyRoutes.ts': { caseSensitive, lazyPages },
  });
  assert.ok(
    (lazyPages as { sensitive?: boolean }[]).every((route) => route.sensitive),
    'the API pages match case-sensitively too',
  );
  assert.deepEqual(
    (lazyPages as { path: string; component: string; exact: boolean; sidebar: string }[]).map(
      (route) => [route.path, route.component, route.exact, route.sidebar],
    ),
    [
      [base, `${base}|a03`, true, 'api'],
      [`${base}/create-feature`, `${base}/create-feature|a04`, true, 'api'],
      [`${base}/get-feature`, `${base}/get-feature|a05`, true, 'api'],
    ],
  );
  assert.deepEqual(Object.keys(routesChunkNames).sort(), [
    `${base}-a03`,
    `${base}/create-feature-a04`,
    `${base}/get-feature-a05`,
  ]);
  // Chunks only the API pages use move; `docitem` is shared with /quickstart.
  assert.deepEqual(Object.keys(registry).sort(), ['apiindex', 'apiitem', 'create', 'get']);
  const [load, sourcePath, moduleId] = registry.create!;
  assert.equal(typeof load, 'function');
  assert.equal(sourcePath, '', 'the source path is for server rendering only');
  assert.equal(moduleId, '@site/api-docs/create-feature.mdx');
});

test('the main chunk map and registry lose what the API chunk adds; the registry loses source paths', () => {
  const names = JSON.parse(run('chunkNames', 'routesChunkNames.json', siteFiles)) as Record<
    string,
    unknown
  >;
  assert.deepEqual(Object.keys(names).sort(), [
    '/-h01',
    '/quickstart-q01',
    `${base}-a01`,
    `${base}-a02`,
  ]);
  const registry = run('registry', 'registry.js', siteFiles);
  const kept = [...registry.matchAll(/^ {2}"([^"]+)":/gm)].map((match) => match[1]).sort();
  assert.deepEqual(kept, [
    'apiplugin',
    'apiprops',
    'docitem',
    'docsplugin',
    'quickstart',
    'root',
    'version',
  ]);
  assert.match(registry, /"quickstart": \[\(\) => import\(.*"@site\/docs\/quickstart\.md"\), "", /);
  assert.doesNotMatch(registry, /\), "@site/);
});

test('generated files of another shape fail the build', () => {
  const badRegistry = {
    ...siteFiles,
    'registry.js': registrySource.replace('"), "', '"), "extra", "'),
  };
  assert.throws(() => run('registry', 'registry.js', badRegistry), /unexpected registry line/);
  const noApi = { ...siteFiles, 'routes.js': routesSource.replaceAll(base, '/elsewhere') };
  assert.throws(() => run('routes', 'routes.js', noApi), /expected one route listing the pages/);
  const missingNames = { ...chunkNames } as Record<string, unknown>;
  delete missingNames[`${base}/get-feature-a05`];
  assert.throws(
    () =>
      run('routes', 'routes.js', {
        ...siteFiles,
        'routesChunkNames.json': JSON.stringify(missingNames),
      }),
    /no chunk names for the route/,
  );
});
