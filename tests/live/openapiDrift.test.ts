import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSpec } from '../../src/api/openapiSpec';
import {
  formatDrift,
  specDrift,
  unmarkedOperations,
  unpublishedOperations,
  type SpecDocument,
} from './specDrift';
import { call } from './http';

/**
 * The API reference documents the server it is tested against: every
 * operation and schema the pinned unleash-server publishes at
 * /docs/openapi.json is in `openapi/` with the same shape (see
 * tests/live/specDrift.ts for what is compared). After a version bump, the
 * failure message is the to-do list.
 */

const ours = loadSpec();
let published: SpecDocument | undefined;

async function serverSpec(): Promise<SpecDocument> {
  if (!published) {
    const reply = await call('GET', '/docs/openapi.json');
    assert.equal(reply.status, 200, 'the server publishes its OpenAPI document');
    published = reply.json as SpecDocument;
  }
  return published;
}

test('openapi/ describes the version the server runs', async () => {
  const server = (await serverSpec()) as SpecDocument & { info: { version: string } };
  assert.equal(
    ours.info.version,
    server.info.version,
    'set info.version in openapi/root.yaml once the drift below is fixed',
  );
});

test('openapi/ has every operation and schema the server publishes, with the same shape', async () => {
  const drift = specDrift(await serverSpec(), ours);
  assert.ok(drift.length === 0, `openapi/ has drifted from the server:\n${formatDrift(drift)}`);
});

test('every operation the open-source server does not publish says which plans have it', async () => {
  const server = await serverSpec();
  assert.ok(
    unpublishedOperations(server, ours).length > 0,
    'some commercial operations are listed',
  );
  const unmarked = unmarkedOperations(server, ours);
  assert.ok(
    unmarked.length === 0,
    `${unmarked.length} operations are not published by the open-source server and their description names no plan ` +
      `(end it with, for example, "Available on the Enterprise plan."):\n${unmarked.map((key) => `  - ${key}`).join('\n')}`,
  );
});
