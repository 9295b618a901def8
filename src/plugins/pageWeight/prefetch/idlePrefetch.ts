// Browser side of the prefetch rows of src/vendorPatches/docusaurus.ts (why: their reason).
export const idleSliceMs = 4;
export const idleTimeoutMs = 3000;

export type IdleHost = {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
  now: () => number;
  reportError: (error: unknown) => void;
};

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
  const scope = globalThis;
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

// The chunk map's keys are the route path, a dash and a hash.
const routeOfKey = (key: string): string => key.replace(/-[^-]+$/, '');

const indexes = new WeakMap<ChunkMap, { size: number; byRoute: Map<string, Entries> }>();

// Reindexed when the map grows (the API pages' routes arrive later).
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
