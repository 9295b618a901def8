import { test, mock } from 'node:test';
import assert from 'node:assert/strict';

import {
  deferUntilInteraction,
  interactionEvents,
} from '../../src/clientModules/deferUntilInteraction';

test('loads once on the first interaction', () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  const target = new EventTarget();
  let loads = 0;
  deferUntilInteraction(target, () => loads++, 3000);
  target.dispatchEvent(new Event('mousemove'));
  target.dispatchEvent(new Event('click'));
  mock.timers.tick(5000);
  assert.equal(loads, 1);
  mock.timers.reset();
});

test('loads after the delay when nobody interacts, not before', () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  const target = new EventTarget();
  let loads = 0;
  deferUntilInteraction(target, () => loads++, 3000);
  mock.timers.tick(2999);
  assert.equal(loads, 0);
  mock.timers.tick(1);
  assert.equal(loads, 1);
  target.dispatchEvent(new Event('scroll'));
  assert.equal(loads, 1);
  mock.timers.reset();
});

test('every interaction kind triggers the load', () => {
  for (const type of interactionEvents) {
    mock.timers.enable({ apis: ['setTimeout'] });
    const target = new EventTarget();
    let loads = 0;
    deferUntilInteraction(target, () => loads++, 3000);
    target.dispatchEvent(new Event(type));
    assert.equal(loads, 1, type);
    mock.timers.reset();
  }
  assert.deepEqual([...interactionEvents].sort(), ['click', 'mousemove', 'scroll', 'touchstart']);
});

test('cancelling stops a pending load', () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  const target = new EventTarget();
  let loads = 0;
  const cancel = deferUntilInteraction(target, () => loads++, 3000);
  cancel();
  target.dispatchEvent(new Event('click'));
  mock.timers.tick(5000);
  assert.equal(loads, 0);
  mock.timers.reset();
});
