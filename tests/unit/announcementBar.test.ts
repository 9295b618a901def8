import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { announcementBar } from '../../src/config/announcementBar';

test('the announcement names the Unleash major version the docs are tested against', () => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'),
  ) as { devDependencies: Record<string, string> };
  const pin = manifest.devDependencies['unleash-server'];
  assert.ok(pin, 'unleash-server is pinned as a dev dependency');
  const major = /^(\d+)\./.exec(pin)?.[1];
  assert.match(announcementBar.content, new RegExp(`\\bUnleash ${major}\\b`));
  for (const other of announcementBar.content.matchAll(/\bUnleash (\d+)/g)) {
    assert.equal(other[1], major, `the bar also names Unleash ${other[1]}`);
  }
});
