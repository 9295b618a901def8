// Browser side of ./loader.cjs: preload and prefetch wait for the API pages' chunk before they
// look up a path under the API reference.
import type { RouteConfig } from 'react-router-config';

/** The API pages' routes; the same array object lives in the route tree. */
export const lazyPages: RouteConfig[] = [];

// The router ignores case by default, so `/QUICKSTART` (404 on every host) became the quickstart
// once scripts ran. Set at load: written into each route, it would cost the main bundle bytes.
export function caseSensitive(routes: RouteConfig[]): RouteConfig[] {
  for (const route of routes) {
    route.sensitive = true;
    if (Array.isArray(route.routes)) caseSensitive(route.routes);
  }
  return routes;
}

let base: string | null = null;
let load: (() => Promise<unknown>) | null = null;
let loading: Promise<unknown> | null = null;
let loaded = false;

export function registerLazyPages(routeBase: string, loader: () => Promise<unknown>): void {
  base = routeBase;
  load = loader;
}

function needsLazyPages(pathname: string): boolean {
  if (base === null) return false;
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === base || path.startsWith(`${base}/`);
}

export function lazyPagesPending(pathname: string): boolean {
  return !loaded && needsLazyPages(pathname);
}

export function whenRoutesReady(pathname: string): Promise<unknown> {
  if (!lazyPagesPending(pathname) || !load) return Promise.resolve();
  loading ??= load().then(
    () => {
      loaded = true;
    },
    (error: unknown) => {
      // A later navigation may try again (a new deployment may have replaced the chunk).
      loading = null;
      throw error;
    },
  );
  return loading;
}
