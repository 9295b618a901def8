/**
 * The lessons a reader marked as done, in localStorage as `{"done":["<lesson id>", ...]}`, for
 * useSyncExternalStore: the server snapshot is a constant, so server rendering and hydration never
 * touch storage. Nothing here throws: missing, blocked or full storage and foreign values all end
 * in a usable state.
 */
import { useSyncExternalStore } from 'react';
import type { Course } from './courses';

export function storageKey(courseId: string): string {
  return `unleash-academy:${courseId}`;
}

export type Progress = {
  /** Ids of the lessons marked as done, in lesson order. */
  readonly done: readonly string[];
  /** False until the browser has read storage: the server and hydration render this. */
  readonly ready: boolean;
  /** False when the browser refuses storage: then progress lasts until the page is left. */
  readonly saved: boolean;
};

/** The stored value, reduced to lessons the course still has, in lesson order. */
export function parseDone(raw: string | null, lessonIds: readonly string[]): string[] {
  if (!raw) return [];
  let list: unknown;
  try {
    list = (JSON.parse(raw) as { done?: unknown } | null)?.done;
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const stored = new Set(list.filter((item): item is string => typeof item === 'string'));
  return lessonIds.filter((id) => stored.has(id));
}

export function serializeDone(done: readonly string[]): string {
  return JSON.stringify({ done });
}

/** May return null or throw (a blocked localStorage throws a SecurityError on access). */
export type StorageAccess = () => Storage | null;

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

const browserStorage: StorageAccess = () =>
  typeof window === 'undefined' ? null : window.localStorage;

const watchStorageEvents: OtherTabsWatcher = (onChange) => {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent): void => onChange(event.key);
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

export function createProgressStore(
  course: Pick<Course, 'id' | 'lessons'>,
  getStorage: StorageAccess = browserStorage,
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
    if (memory) return { done: memory, ready: true, saved: false };
    try {
      const store = getStorage();
      if (!store) return { done: [], ready: true, saved: false };
      return { done: parseDone(store.getItem(key), lessonIds), ready: true, saved: true };
    } catch {
      return { done: [], ready: true, saved: false };
    }
  };

  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };

  const write = (done: readonly string[]): void => {
    try {
      const store = memory ? null : getStorage();
      if (!store) throw new Error('storage unavailable');
      if (done.length > 0) store.setItem(key, serializeDone(done));
      else store.removeItem(key);
      snapshot = { done, ready: true, saved: true };
    } catch {
      memory = done;
      snapshot = { done, ready: true, saved: false };
    }
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
    reset() {
      write([]);
    },
  };
}

/** One store per course, shared by every component on the page that shows its progress. */
const stores = new Map<string, ProgressStore>();

export function useCourseProgress(
  course: Course,
): { progress: Progress } & Pick<ProgressStore, 'setDone' | 'reset'> {
  const store = stores.get(course.id) ?? createProgressStore(course);
  stores.set(course.id, store);
  const { subscribe, getSnapshot, getServerSnapshot, setDone, reset } = store;
  const progress = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { progress, setDone, reset };
}

/** The visible label and aria-valuetext of a course's progress bar. */
export function progressLabel(done: number, total: number): string {
  return `${done} of ${total} ${total === 1 ? 'lesson' : 'lessons'} done`;
}

/** Shown in the progress panel's status line. */
export const notSavedMessage =
  'This browser does not let the site store your progress, so it is kept only until you leave or reload the page.';
export const clearedMessage = 'Progress cleared.';
