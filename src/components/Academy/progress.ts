// Progress lives in localStorage as `{"done":["<lesson id>", ...]}`. The server snapshot is a
// constant, so server rendering and hydration never touch storage; blocked or full storage and
// foreign values all end in a usable state.
import { useSyncExternalStore } from 'react';
import type { Course } from './courses';

export const storageKey = (courseId: string): string => `unleash-academy:${courseId}`;

// ready: storage has been read (never on the server); saved: the browser lets the site store it.
export type Progress = Readonly<{ done: readonly string[]; ready: boolean; saved: boolean }>;

/** The stored value, reduced to lessons the course still has, in lesson order. */
export function parseDone(raw: string | null, lessonIds: readonly string[]): string[] {
  try {
    const list: unknown = (JSON.parse(raw ?? '') as { done?: unknown } | null)?.done;
    return Array.isArray(list) ? lessonIds.filter((id) => list.includes(id)) : [];
  } catch {
    return [];
  }
}

export const serializeDone = (done: readonly string[]): string => JSON.stringify({ done });

/** Calls `onChange` with the key another tab changed (null: it cleared storage); returns a stop function. */
export type OtherTabsWatcher = (onChange: (key: string | null) => void) => () => void;

export type ProgressStore = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => Progress;
  getServerSnapshot: () => Progress;
  setDone: (lessonId: string, done: boolean) => void;
  reset: () => void;
};

export const serverProgress: Progress = Object.freeze({ done: [], ready: false, saved: true });

// Only React in the browser calls these (subscribe, getSnapshot, event handlers), never the server.
const watchStorageEvents: OtherTabsWatcher = (onChange) => {
  const onStorage = (event: StorageEvent): void => onChange(event.key);
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

export function createProgressStore(
  course: Pick<Course, 'id' | 'lessons'>,
  // May return null or throw (a blocked localStorage throws a SecurityError on access).
  getStorage: () => Storage | null = () => window.localStorage,
  watchOtherTabs: OtherTabsWatcher = watchStorageEvents,
): ProgressStore {
  const key = storageKey(course.id);
  const lessonIds = course.lessons.map((lesson) => lesson.id);
  const listeners = new Set<() => void>();
  // Once the browser refused to store, progress lives here until the page is left.
  let memory: readonly string[] | null = null;
  let snapshot: Progress | null = null;
  let stopWatching: (() => void) | null = null;

  const read = (): Progress => {
    try {
      const store = memory ? null : getStorage();
      if (store)
        return { done: parseDone(store.getItem(key), lessonIds), ready: true, saved: true };
    } catch {
      // Blocked storage reads as none.
    }
    return { done: memory ?? [], ready: true, saved: false };
  };

  const notify = (): void => [...listeners].forEach((listener) => listener());

  const write = (done: readonly string[]): void => {
    try {
      const store = memory ? null : getStorage();
      if (!store) throw new Error('storage unavailable');
      if (done.length > 0) store.setItem(key, serializeDone(done));
      else store.removeItem(key);
    } catch {
      memory = done;
    }
    snapshot = { done, ready: true, saved: !memory };
    notify();
  };

  const getSnapshot = (): Progress => (snapshot ??= read());

  return {
    subscribe(listener) {
      listeners.add(listener);
      stopWatching ??= watchOtherTabs((changedKey) => {
        if (memory || (changedKey !== null && changedKey !== key)) return;
        snapshot = null;
        notify();
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopWatching?.();
        stopWatching = null;
        // Unwatched, other tabs may change storage unseen: read it afresh next time.
        snapshot = null;
      };
    },
    getSnapshot,
    getServerSnapshot: () => serverProgress,
    setDone(lessonId, done) {
      if (!lessonIds.includes(lessonId)) return;
      const current = getSnapshot().done;
      write(lessonIds.filter((id) => (id === lessonId ? done : current.includes(id))));
    },
    reset: () => write([]),
  };
}

// One store per course, shared by every component on the page that shows its progress.
const stores = new Map<string, ProgressStore>();

export function useCourseProgress(course: Course): ProgressStore & { progress: Progress } {
  const store = stores.get(course.id) ?? createProgressStore(course);
  stores.set(course.id, store);
  const { subscribe, getSnapshot, getServerSnapshot } = store;
  return { ...store, progress: useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) };
}

export function progressLabel(done: number, total: number): string {
  return `${done} of ${total} ${total === 1 ? 'lesson' : 'lessons'} done`;
}

export const notSavedMessage =
  'This browser does not let the site store your progress, so it is kept only until you leave or reload the page.';
export const clearedMessage = 'Progress cleared.';
