/**
 * Checks on the browser bundles of the production build (run after `npm run build`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as tslib from 'tslib';
import * as interop from '../../src/plugins/pageWeight/bundleTrims/tslibInterop';
import { buildDir } from '../helpers/built';

const jsDir = path.join(buildDir, 'assets', 'js');

test('browser chunks call only the tslib helpers that tslibInterop.ts defines', () => {
  const missing = new Set(Object.keys(tslib).filter((name) => !(name in interop)));
  const calls: string[] = [];
  for (const file of fs.readdirSync(jsDir).filter((name) => name.endsWith('.js'))) {
    const source = fs.readFileSync(path.join(jsDir, file), 'utf8');
    // Calls only, `x.__name(` or `(0,x.__name)(`: other code reads fields named like helpers.
    for (const match of source.matchAll(/(?<!this)\.(__[A-Za-z]+)\)?\(/g)) {
      if (missing.has(match[1]!)) calls.push(`${file}: ${match[1]}`);
    }
  }
  assert.deepEqual(
    calls,
    [],
    'helpers missing from src/plugins/pageWeight/bundleTrims/tslibInterop.ts',
  );
});

test('the main bundle holds the interop helpers, not all of tslib', () => {
  const main = fs.readdirSync(jsDir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  assert.ok(main, 'no main bundle in build/assets/js');
  const source = fs.readFileSync(path.join(jsDir, main), 'utf8');
  assert.match(source, /__importDefault/);
  assert.doesNotMatch(source, /__addDisposableResource/);
});
