/**
 * Browser side of the prefetch rows of the patch table (src/vendorPatches/docusaurus.ts). Every
 * link in view at load prefetched in the same task, each call matching the route tree and
 * scanning the whole route-to-chunk map: with twenty links in view, one 50 ms task on a fast
 * desktop, four times that on a phone, right when the page should become responsive. Here the
 * calls wait for idle time and run a few milliseconds at a time, and the map is indexed once.
 */

/** The longest a slice of queued work runs before it gives the thread back. */
export const idleSliceMs = 4;

/** How long queued work may wait for idle time before it runs anyway. */
export const idleTimeoutMs = 3000;

export type IdleHost = {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
  now: () => number;
  reportError: (error: unknown) => void;
};

/**
 * A queue whose tasks run in idle callbacks (a timer where the browser has none), as many per
 * callback as fit in `sliceMs`. A task that throws is reported and does not stop the others.
 */
export function createIdleQueue(host: IdleHost, sliceMs = idleSliceMs): (task: () => void) => void {
  const queue: (() => void)[] = [];
  let scheduled = false;
  const run = (): void => {
    scheduled = false;
    const start = host.now();
    do {
      const task = queue.shift();
      if (!task) break;
      try {
        task();
      } catch (error) {
        host.reportError(error);
      }
    } while (host.now() - start < sliceMs);
    if (queue.length > 0) schedule();
  };
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    if (host.requestIdleCallback) host.requestIdleCallback(run, { timeout: idleTimeoutMs });
    else host.setTimeout(run, 1);
  };
  return (task) => {
    queue.push(task);
    schedule();
  };
}

function browserHost(): IdleHost {
  const scope = globalThis as typeof globalThis & {
    requestIdleCallback?: IdleHost['requestIdleCallback'];
  };
  return {
    requestIdleCallback: scope.requestIdleCallback?.bind(scope),
    setTimeout: (callback, ms) => scope.setTimeout(callback, ms),
    now: () => performance.now(),
    reportError: (error) =>
      typeof scope.reportError === 'function' ? scope.reportError(error) : console.error(error),
  };
}

let browserQueue: ((task: () => void) => void) | null = null;

export function whenIdle(task: () => void): void {
  browserQueue ??= createIdleQueue(browserHost());
  browserQueue(task);
}

type ChunkMap = Record<string, unknown>;
type Entries = [string, unknown][];

/** Route keys of the chunk map are the route path, a dash and a hash. */
const routeOfKey = (key: string): string => key.replace(/-[^-]+$/, '');

const indexes = new WeakMap<ChunkMap, { size: number; byRoute: Map<string, Entries> }>();

/**
 * The entries of Docusaurus's route-to-chunk map (`routesChunkNames`) for one route path, as
 * `Object.entries(map).filter(...)` would find them. The index is rebuilt when the map grows (the
 * API pages' routes arrive later).
 */
export function chunkEntriesOf(map: ChunkMap, routePath: string): Entries {
  let index = indexes.get(map);
  const keys = Object.keys(map);
  if (!index || index.size !== keys.length) {
    const byRoute = new Map<string, Entries>();
    for (const key of keys) {
      const route = routeOfKey(key);
      const entries = byRoute.get(route) ?? [];
      entries.push([key, map[key]]);
      byRoute.set(route, entries);
    }
    index = { size: keys.length, byRoute };
    indexes.set(map, index);
  }
  return index.byRoute.get(routePath) ?? [];
}
