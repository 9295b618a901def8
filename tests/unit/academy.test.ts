import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { courses, headingAnchor, lessonHeading } from '../../src/components/Academy/courses';
import {
  createProgressStore,
  parseDone,
  progressLabel,
  serializeDone,
  serverProgress,
  storageKey,
  type OtherTabsWatcher,
} from '../../src/components/Academy/progress';

const academyDir = path.join(__dirname, '..', '..', 'docs', 'unleash-academy');
const readPage = (name: string): string =>
  fs.readFileSync(path.join(academyDir, `${name}.mdx`), 'utf8');

const foundational = courses[0]!;
const ids = foundational.lessons.map((lesson) => lesson.id);
const key = storageKey(foundational.id);

/** An in-memory Storage; `fail` makes the named methods throw like a full or blocked storage. */
function fakeStorage(
  initial: Record<string, string> = {},
  fail: Array<'getItem' | 'setItem' | 'removeItem'> = [],
): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  const guard = (method: string): void => {
    if ((fail as string[]).includes(method)) throw new Error(`${method} refused`);
  };
  return {
    data,
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    clear: () => data.clear(),
    getItem: (name) => {
      guard('getItem');
      return data.get(name) ?? null;
    },
    setItem: (name, value) => {
      guard('setItem');
      data.set(name, String(value));
    },
    removeItem: (name) => {
      guard('removeItem');
      data.delete(name);
    },
  };
}

const noOtherTabs: OtherTabsWatcher = () => () => {};

test('every course page has the lessons the course data lists, in order', () => {
  for (const course of courses) {
    const page = readPage(course.path.split('/').pop()!);
    const headings = [...page.matchAll(/^## (Lesson \d+: .+)$/gm)].map((match) => match[1]);
    assert.deepEqual(
      course.lessons.map((lesson) => lessonHeading(lesson)),
      headings,
      `${course.path}: lessons in src/components/Academy/courses.json`,
    );
    for (const lesson of course.lessons)
      assert.equal(lesson.id, headingAnchor(lessonHeading(lesson)));
  }
});

test('each course page shows the banner and the progress of its own course', () => {
  for (const course of courses) {
    const page = readPage(course.path.split('/').pop()!);
    assert.match(page, new RegExp(`<CourseBanner course="${course.id}" />`), course.path);
    assert.match(page, new RegExp(`<LessonProgress course="${course.id}" />`), course.path);
  }
});

test('the introduction agrees with the course data on times and lesson counts', () => {
  const intro = readPage('introduction');
  for (const course of courses) {
    const row = intro.split('\n').find((line) => line.startsWith(`| [${course.title}](`));
    assert.ok(row, `no row for ${course.title} in the course table`);
    assert.ok(row.trimEnd().endsWith(`| ${course.time} |`), `${course.title}: time in the table`);
    const outline = intro.split(`\n### ${course.title}\n`)[1]?.split('\n#')[0] ?? '';
    const items = outline.split('\n').filter((line) => line.startsWith('1. '));
    assert.equal(items.length, course.lessons.length, `${course.title}: lessons in the outline`);
  }
});

test('lesson anchors follow the heading slugs Docusaurus generates', () => {
  assert.equal(
    headingAnchor('Lesson 4: Run an A/B test with variants'),
    'lesson-4-run-an-ab-test-with-variants',
  );
  assert.equal(
    headingAnchor('Lesson 3: API tokens, personal access tokens and service accounts'),
    'lesson-3-api-tokens-personal-access-tokens-and-service-accounts',
  );
});

test('stored progress that is not ours, or is broken, reads as no progress', () => {
  for (const raw of [
    null,
    '',
    'not json',
    '{',
    'null',
    '42',
    '"done"',
    '[]',
    '{}',
    '{"done":"x"}',
  ]) {
    assert.deepEqual(parseDone(raw, ids), [], String(raw));
  }
});

test('stored progress keeps known lessons, in lesson order, once each', () => {
  const raw = JSON.stringify({ done: [ids[2], 'lesson-99-gone', 7, ids[0], ids[2], null] });
  assert.deepEqual(parseDone(raw, ids), [ids[0], ids[2]]);
  assert.deepEqual(parseDone(serializeDone([ids[1]!]), ids), [ids[1]]);
});

test('the progress label counts lessons', () => {
  assert.equal(progressLabel(2, 6), '2 of 6 lessons done');
  assert.equal(progressLabel(0, 1), '0 of 1 lesson done');
});

test('the server snapshot never touches storage', () => {
  let reads = 0;
  const store = createProgressStore(
    foundational,
    () => {
      reads += 1;
      throw new Error('no storage on the server');
    },
    noOtherTabs,
  );
  assert.equal(store.getServerSnapshot(), serverProgress);
  assert.deepEqual(serverProgress, { done: [], ready: false, saved: true });
  assert.equal(reads, 0);
});

test('marking lessons done stores them under the course key, and reset clears them', () => {
  const storage = fakeStorage();
  const store = createProgressStore(foundational, () => storage, noOtherTabs);
  let notified = 0;
  const unsubscribe = store.subscribe(() => (notified += 1));

  store.setDone(ids[3]!, true);
  store.setDone(ids[1]!, true);
  store.setDone('not-a-lesson', true);
  assert.deepEqual(store.getSnapshot(), { done: [ids[1], ids[3]], ready: true, saved: true });
  assert.deepEqual(JSON.parse(storage.data.get(key)!), { done: [ids[1], ids[3]] });

  store.setDone(ids[1]!, false);
  assert.deepEqual(store.getSnapshot().done, [ids[3]]);

  store.reset();
  assert.deepEqual(store.getSnapshot().done, []);
  assert.equal(storage.data.has(key), false);
  assert.equal(notified, 4);
  unsubscribe();
});

test('the snapshot is the same object until something changes', () => {
  const storage = fakeStorage({ [key]: serializeDone([ids[0]!]) });
  const store = createProgressStore(foundational, () => storage, noOtherTabs);
  const first = store.getSnapshot();
  assert.equal(store.getSnapshot(), first);
  assert.deepEqual(first.done, [ids[0]]);
  store.setDone(ids[0]!, false);
  assert.notEqual(store.getSnapshot(), first);
});

test('blocked storage: progress works for the page visit and says it is not saved', () => {
  for (const getStorage of [
    () => {
      throw new Error('SecurityError');
    },
    () => null,
    () => fakeStorage({}, ['getItem', 'setItem', 'removeItem']),
  ]) {
    const store = createProgressStore(foundational, getStorage, noOtherTabs);
    assert.deepEqual(store.getSnapshot(), { done: [], ready: true, saved: false });
    store.setDone(ids[0]!, true);
    assert.deepEqual(store.getSnapshot(), { done: [ids[0]], ready: true, saved: false });
    store.reset();
    assert.deepEqual(store.getSnapshot().done, []);
  }
});

test('a full storage keeps progress in memory from the first failed write on', () => {
  const storage = fakeStorage({ [key]: serializeDone([ids[0]!]) }, ['setItem']);
  const store = createProgressStore(foundational, () => storage, noOtherTabs);
  assert.equal(store.getSnapshot().saved, true);
  store.setDone(ids[1]!, true);
  assert.deepEqual(store.getSnapshot(), { done: [ids[0], ids[1]], ready: true, saved: false });
  store.setDone(ids[2]!, true);
  assert.deepEqual(store.getSnapshot().done, [ids[0], ids[1], ids[2]]);
});

test('a change in another tab shows up; other keys are ignored', () => {
  const storage = fakeStorage();
  let emit: (changed: string | null) => void = () => {};
  let stopped = false;
  const store = createProgressStore(
    foundational,
    () => storage,
    (onChange) => {
      emit = onChange;
      return () => (stopped = true);
    },
  );
  let notified = 0;
  const unsubscribe = store.subscribe(() => (notified += 1));
  assert.deepEqual(store.getSnapshot().done, []);

  storage.data.set(key, serializeDone([ids[4]!]));
  emit('some-other-key');
  assert.equal(notified, 0);
  emit(key);
  assert.equal(notified, 1);
  assert.deepEqual(store.getSnapshot().done, [ids[4]]);

  storage.data.clear();
  emit(null);
  assert.deepEqual(store.getSnapshot().done, []);

  unsubscribe();
  assert.equal(stopped, true);
});
