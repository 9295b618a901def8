import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import { apiRouteBase } from '../../../config/apiReference';
import type { Stage } from '../../builtPages';
import { afterPaintTag } from './afterPaint';

/**
 * Names each page's own chunks in its HTML. With the Rspack bundler (`future.faster`), Docusaurus's
 * client manifest names chunks by id where the server looks them up by module, so every page named
 * only the main bundle: the browser found the route's chunks only after it ran, one more round
 * trip before hydration, and API pages drew without their stylesheet until then. After the build,
 * each page links the stylesheets of its routes and its after-paint loader (afterPaint.ts)
 * preloads their scripts, found by matching the page's path against the route tree, the route
 * chunk map and the client manifest. The bundler's runtime then finds both already there.
 */

type RouteTree = {
  path: string;
  component?: { componentOf: [string, string?] };
  routes?: unknown;
}[];

type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, { js?: { publicPath: string }[]; css?: { publicPath: string }[] }>;
};

export type RouteData = {
  tree: RouteTree;
  chunkNames: Record<string, unknown>;
  manifest: ClientManifest;
  /** Chunks a path needs besides those of its routes (the API routes chunk). */
  extraChunks: (pathname: string) => string[];
};

export type PageAssets = { scripts: string[]; stylesheets: string[] };

const require = createRequire(__filename);
const { readRouteTree, apiRoutesChunkName, chunkNamesIn, isUnder } =
  require('../lazyApiRoutes/loader.cjs') as {
    readRouteTree: (source: string) => RouteTree;
    apiRoutesChunkName: string;
    chunkNamesIn: (value: unknown) => Set<string>;
    isUnder: (routePath: string, base: string) => boolean;
  };

const mainBundleIds = new WeakMap<ClientManifest, Set<string>>();

/** The chunk ids of the main bundle, which every page loads anyway (worked out once per build). */
function inMainBundle(manifest: ClientManifest): Set<string> {
  let ids = mainBundleIds.get(manifest);
  if (!ids) {
    ids = new Set(manifest.entrypoints.flatMap((entry) => manifest.origins[entry] ?? []));
    mainBundleIds.set(manifest, ids);
  }
  return ids;
}

/** The scripts and stylesheets the routes of `pathname` load, main bundle excluded. */
export function assetsForPath(pathname: string, data: RouteData): PageAssets {
  const matches = matchRoutes(data.tree as unknown as RouteConfig[], pathname);
  const names = matches.flatMap(({ route }) => {
    const component = (route as RouteTree[number]).component;
    if (!component?.componentOf) return [];
    const [routePath, hash] = component.componentOf;
    return [...chunkNamesIn(data.chunkNames[`${routePath}-${hash}`])];
  });
  names.push(...data.extraChunks(pathname));

  const { origins, assets } = data.manifest;
  const mainBundle = inMainBundle(data.manifest);
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  for (const name of names) {
    for (const id of origins[name] ?? []) {
      if (mainBundle.has(id)) continue;
      for (const file of assets[id]?.js ?? []) scripts.add(file.publicPath);
      for (const file of assets[id]?.css ?? []) stylesheets.add(file.publicPath);
    }
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}

/** The main bundle's deferred script tags that Docusaurus writes, as `<script src=... defer>`. */
const deferredScript = /<script src=(["']?)([^"'\s>]+)\1 defer><\/script>/g;

/**
 * `html` with the stylesheets of `assets` linked at the end of its head, and
 * its deferred scripts and the scripts of `assets` loaded after the first paint.
 */
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
    return { page: ({ route, html }) => withPreloads(html, assetsForPath(route, data)) };
  },
};
