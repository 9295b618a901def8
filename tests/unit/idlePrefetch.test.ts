import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  chunkEntriesOf,
  createIdleQueue,
  idleTimeoutMs,
  type IdleHost,
} from '../../src/plugins/pageWeight/prefetch/idlePrefetch';

/** A host whose clock moves only when a task says so, and whose idle callbacks run on demand. */
function fakeHost(withIdleCallback = true) {
  let clock = 0;
  const idle: { callback: () => void; timeout: number }[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const errors: unknown[] = [];
  const host: IdleHost = {
    requestIdleCallback: withIdleCallback
      ? (callback, options) => idle.push({ callback, timeout: options.timeout })
      : undefined,
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    now: () => clock,
    reportError: (error) => errors.push(error),
  };
  return {
    host,
    idle,
    timers,
    errors,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

test('queued work waits for an idle callback and runs in slices of a few milliseconds', () => {
  const fake = fakeHost();
  const enqueue = createIdleQueue(fake.host, 4);
  const ran: number[] = [];
  for (let i = 0; i < 5; i++) {
    enqueue(() => {
      ran.push(i);
      fake.advance(2);
    });
  }
  assert.deepEqual(ran, [], 'nothing runs in the task that queued it');
  assert.equal(fake.idle.length, 1, 'one idle callback for the whole queue');
  assert.equal(fake.idle[0]?.timeout, idleTimeoutMs);

  fake.idle.shift()?.callback();
  assert.deepEqual(ran, [0, 1], 'a slice stops once 4 ms have gone');
  assert.equal(fake.idle.length, 1, 'the rest waits for the next idle callback');
  fake.idle.shift()?.callback();
  fake.idle.shift()?.callback();
  assert.deepEqual(ran, [0, 1, 2, 3, 4]);
  assert.equal(fake.idle.length, 0, 'an empty queue asks for no more callbacks');

  let later = false;
  enqueue(() => {
    later = true;
  });
  assert.equal(fake.idle.length, 1, 'new work schedules again');
  fake.idle.shift()?.callback();
  assert.equal(later, true);
});

test('a slice runs at least one task, and a task that throws is reported without stopping the rest', () => {
  const fake = fakeHost();
  const enqueue = createIdleQueue(fake.host, 4);
  const ran: string[] = [];
  enqueue(() => {
    fake.advance(30);
    throw new Error('chunk URL missing');
  });
  enqueue(() => ran.push('second'));
  fake.idle.shift()?.callback();
  assert.equal(fake.errors.length, 1);
  assert.match(String(fake.errors[0]), /chunk URL missing/);
  assert.deepEqual(ran, [], 'the slow task used up the slice');
  fake.idle.shift()?.callback();
  assert.deepEqual(ran, ['second']);
});

test('without requestIdleCallback (Safari) the queue runs on timers', () => {
  const fake = fakeHost(false);
  const enqueue = createIdleQueue(fake.host);
  let ran = false;
  enqueue(() => {
    ran = true;
  });
  assert.equal(fake.timers.length, 1);
  fake.timers.shift()?.callback();
  assert.equal(ran, true);
});

test('chunk entries of a route are found through an index that follows the map as it grows', () => {
  const map: Record<string, unknown> = {
    '/docs-5e9': { component: 'a' },
    '/docs-ab1': { component: 'b' },
    '/docs/quickstart-7f2': { content: 'c' },
    '/sdks/go-sdk-123': { content: 'd' },
  };
  const scan = (routePath: string) =>
    Object.entries(map).filter(([key]) => key.replace(/-[^-]+$/, '') === routePath);
  for (const routePath of ['/docs', '/docs/quickstart', '/sdks/go-sdk', '/nowhere']) {
    assert.deepEqual(chunkEntriesOf(map, routePath), scan(routePath), routePath);
  }
  // The API pages' routes are added to the same object when their chunk loads.
  map['/reference/api/unleash/create-feature-0c4'] = { content: 'e' };
  assert.deepEqual(
    chunkEntriesOf(map, '/reference/api/unleash/create-feature'),
    scan('/reference/api/unleash/create-feature'),
  );
});
