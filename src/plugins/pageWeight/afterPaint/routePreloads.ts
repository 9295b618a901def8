import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import { apiRouteBase } from '../../../config/apiReference';
import type { Stage } from '../../builtPages';
import { afterPaintTag } from './afterPaint';

// With Rspack (`future.faster`), Docusaurus's client manifest names chunks by id where the server
// looks them up by module, so every page named only the main bundle: one more round trip before
// hydration, and API pages drew without their stylesheet until then. Each page now names them.

type Route = { path: string; component?: { componentOf: [string, string?] }; routes?: unknown };

export type RouteData = {
  tree: Route[];
  chunkNames: Record<string, unknown>;
  manifest: {
    entrypoints: string[];
    origins: Record<string, string[]>;
    assets: Record<string, { js?: { publicPath: string }[]; css?: { publicPath: string }[] }>;
  };
  extraChunks: (pathname: string) => string[];
};

export type PageAssets = { scripts: string[]; stylesheets: string[] };

const require = createRequire(__filename);
const { readRouteTree, apiRoutesChunkName, chunkNamesIn, isUnder } =
  require('../lazyApiRoutes/loader.cjs') as {
    readRouteTree: (source: string) => Route[];
    apiRoutesChunkName: string;
    chunkNamesIn: (value: unknown) => Set<string>;
    isUnder: (routePath: string, base: string) => boolean;
  };

const mainBundleOf = ({ entrypoints, origins }: RouteData['manifest']) =>
  new Set(entrypoints.flatMap((entry) => origins[entry] ?? []));

export function assetsForPath(
  pathname: string,
  data: RouteData,
  mainBundle = mainBundleOf(data.manifest),
): PageAssets {
  const matches = matchRoutes(data.tree as unknown as RouteConfig[], pathname);
  const names = matches.flatMap(({ route }) => {
    const of = (route as Route).component?.componentOf;
    return of ? [...chunkNamesIn(data.chunkNames[`${of[0]}-${of[1]}`])] : [];
  });
  names.push(...data.extraChunks(pathname));

  const { origins, assets } = data.manifest;
  const ids = names.flatMap((name) => origins[name] ?? []).filter((id) => !mainBundle.has(id));
  const files = (kind: 'js' | 'css') => [
    ...new Set(ids.flatMap((id) => assets[id]?.[kind] ?? []).map((file) => file.publicPath)),
  ];
  return { scripts: files('js'), stylesheets: files('css') };
}

const deferredScript = /<script src=(["']?)([^"'\s>]+)\1 defer><\/script>/g;

export function withPreloads(html: string, { scripts, stylesheets }: PageAssets): string {
  const mainBundle = [...html.matchAll(deferredScript)].map((match) => match[2]!);
  if (mainBundle.length === 0) throw new Error('pageWeight: a page without deferred scripts');
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('pageWeight: a page without </head>');
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`);
  const head = html.slice(0, at).replace(deferredScript, '');
  return head + links.join('') + afterPaintTag(mainBundle, scripts) + html.slice(at);
}

export const scriptLoadingStage: Stage = {
  name: 'script loading',
  async start({ props: { generatedFilesDir } }) {
    const read = (file: string) => fs.readFile(path.join(generatedFilesDir, file), 'utf8');
    const data: RouteData = {
      tree: readRouteTree(await read('routes.js')),
      chunkNames: JSON.parse(await read('routesChunkNames.json')),
      manifest: JSON.parse(await read('client-manifest.json')),
      extraChunks: (pathname) => (isUnder(pathname, apiRouteBase) ? [apiRoutesChunkName] : []),
    };
    const mainBundle = mainBundleOf(data.manifest);
    return {
      page: ({ route, html }) => withPreloads(html, assetsForPath(route, data, mainBundle)),
    };
  },
};
