import { useSyncExternalStore } from 'react';
import type { Course } from './courses';
import { progressStore, type Progress } from './progress';

export type CourseProgress = {
  progress: Progress;
  setDone: (lessonId: string, done: boolean) => void;
  reset: () => void;
};

/**
 * A course's lesson progress. The server and the hydration render see the
 * empty, not-ready snapshot; the browser then re-renders with what is stored.
 */
export function useCourseProgress(course: Course): CourseProgress {
  const store = progressStore(course);
  const progress = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getServerSnapshot,
  );
  return { progress, setDone: store.setDone, reset: store.reset };
}
