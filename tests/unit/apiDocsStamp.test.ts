import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  apiGeneratorInputs,
  apiInputsHash,
  isUpToDate,
  stampFileName,
  writeStamp,
} from '../../scripts/lib/apiGenerate';
import { tempDir } from '../helpers/tempDir';

function site(): string {
  const root = tempDir('api-stamp-');
  fs.mkdirSync(path.join(root, 'openapi', 'tags'), { recursive: true });
  fs.writeFileSync(path.join(root, 'openapi', 'root.yaml'), 'openapi: 3.0.3\n');
  fs.writeFileSync(path.join(root, 'openapi', 'tags', 'a.yaml'), 'name: A\n');
  fs.mkdirSync(path.join(root, 'api-docs'));
  return root;
}

test('the generator is skipped only while its inputs are unchanged', () => {
  const root = site();
  const output = path.join(root, 'api-docs');
  const hash = apiInputsHash(root);
  assert.equal(isUpToDate(output, hash), false, 'no stamp: generate');
  writeStamp(output, hash);
  assert.equal(isUpToDate(output, apiInputsHash(root)), true, 'same inputs: skip');

  fs.writeFileSync(path.join(root, 'openapi', 'tags', 'a.yaml'), 'name: B\n');
  assert.equal(isUpToDate(output, apiInputsHash(root)), false, 'a changed spec file: generate');
  writeStamp(output, apiInputsHash(root));

  fs.writeFileSync(path.join(root, 'openapi', 'tags', 'b.yaml'), '');
  assert.equal(isUpToDate(output, apiInputsHash(root)), false, 'a new spec file: generate');
  writeStamp(output, apiInputsHash(root));

  fs.renameSync(
    path.join(root, 'openapi', 'tags', 'b.yaml'),
    path.join(root, 'openapi', 'tags', 'c.yaml'),
  );
  assert.equal(isUpToDate(output, apiInputsHash(root)), false, 'a renamed spec file: generate');
  writeStamp(output, apiInputsHash(root));

  fs.mkdirSync(path.join(root, 'scripts'));
  fs.writeFileSync(path.join(root, 'scripts', 'generate-api-docs.ts'), '// changed');
  assert.equal(isUpToDate(output, apiInputsHash(root)), false, 'a changed generator: generate');
  writeStamp(output, apiInputsHash(root));

  assert.equal(
    isUpToDate(output, apiInputsHash(root), [path.join(root, '.generated', 'openapi.json')]),
    false,
    'the bundled spec is missing: generate',
  );
  fs.rmSync(path.join(output, stampFileName));
  assert.equal(isUpToDate(output, apiInputsHash(root)), false, 'an emptied output: generate');
});

test('the inputs cover the spec, the generator and its configuration', () => {
  for (const input of ['openapi', 'scripts/generate-api-docs.ts', 'src/config/apiReference.ts']) {
    assert.ok(apiGeneratorInputs.includes(input), input);
  }
  const root = path.join(__dirname, '..', '..');
  for (const input of apiGeneratorInputs) {
    assert.ok(fs.existsSync(path.join(root, input)), `${input} exists`);
  }
});
