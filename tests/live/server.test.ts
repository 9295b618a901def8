import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { call, eventually, target } from './http';

/**
 * The harness works end to end: each of the run's tokens opens its own API,
 * and a flag made through the Admin API reaches the Client and Frontend APIs.
 * When this fails, every other live check is suspect.
 */

test('the server is healthy', async () => {
  const reply = await call('GET', '/health');
  assert.equal(reply.status, 200);
  assert.deepEqual(reply.json, { health: 'GOOD' });
});

test('each token opens its own API and no other', async () => {
  assert.equal((await call('GET', '/api/admin/projects', target.adminToken)).status, 200);
  assert.equal((await call('GET', '/api/client/features', target.backendToken)).status, 200);
  assert.equal((await call('GET', '/api/frontend', target.frontendToken)).status, 200);
  assert.equal((await call('GET', '/api/admin/projects', target.backendToken)).status, 403);
  assert.equal((await call('GET', '/api/client/features', 'not-a-token')).status, 401);
});

test('a flag created and enabled through the Admin API reaches the Client and Frontend APIs', async () => {
  const name = `live-check-${crypto.randomBytes(4).toString('hex')}`;
  const flag = `/api/admin/projects/default/features/${name}`;
  const admin = (method: string, route: string, body?: unknown) =>
    call(method, route, target.adminToken, body);

  assert.equal((await admin('POST', '/api/admin/projects/default/features', { name })).status, 201);
  const strategy = {
    name: 'flexibleRollout',
    parameters: { rollout: '100', stickiness: 'default' },
  };
  assert.equal(
    (await admin('POST', `${flag}/environments/development/strategies`, strategy)).status,
    200,
  );
  assert.equal((await admin('POST', `${flag}/environments/development/on`)).status, 200);

  const client = await call('GET', `/api/client/features/${name}`, target.backendToken);
  assert.equal(client.status, 200);
  assert.equal((client.json as { enabled: boolean }).enabled, true);

  const seen = await eventually(async () => {
    const reply = await call('GET', '/api/frontend', target.frontendToken);
    const toggles = (reply.json as { toggles: { name: string; enabled: boolean }[] }).toggles;
    return toggles.find((toggle) => toggle.name === name);
  });
  assert.equal(seen?.enabled, true, `${name} enabled for the frontend token`);
});
