import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callsUnleashApi, extractApiSamples, shapeMismatches } from '../samples/apiSamples';
import { substitute } from '../live/runSample';

const page = [
  'Create the flag:',
  '',
  '```bash',
  'curl -X POST "<your-unleash-url>/api/admin/projects/default/features" \\',
  '  -H "Authorization: <your-api-token>" -d \'{"name":"a"}\'',
  '```',
  '',
  'Unleash answers `201` with the flag:',
  '',
  '```json',
  '{ "name": "a", "enabled": false, "strategies": [{ "name": "flexibleRollout" }] }',
  '```',
  '',
  '```bash live="skip: Enterprise only"',
  'curl "<your-unleash-url>/api/admin/service-account" -H "Authorization: <your-api-token>"',
  '```',
  '',
  '## Next',
  '',
  '```json',
  '{}',
  '```',
  '',
  '```bash',
  'npm install unleash-client',
  '```',
].join('\n');

test('curl samples that call Unleash are found with the status and response the page shows', () => {
  const samples = extractApiSamples(page);
  assert.equal(samples.length, 2);
  assert.equal(samples[0]!.line, 3);
  assert.equal(samples[0]!.status, 201);
  assert.deepEqual(samples[0]!.response, {
    name: 'a',
    enabled: false,
    strategies: [{ name: 'flexibleRollout' }],
  });
  assert.equal(samples[1]!.skip, 'Enterprise only');
  // A JSON fence after a heading belongs to another section.
  assert.equal(samples[1]!.response, undefined);
  assert.equal(callsUnleashApi('npm install unleash-client'), false);
});

test('a live marker other than a reason to skip is an error', () => {
  assert.throws(() => extractApiSamples('```bash live="yes"\ncurl <your-unleash-url>/health\n```'));
});

test('the response must have what the page shows: keys, types, names and booleans', () => {
  const shown = { name: 'a', enabled: false, strategies: [{ name: 'flexibleRollout' }] };
  const actual = {
    name: 'a',
    enabled: false,
    createdAt: '2026-01-01',
    strategies: [{ name: 'default' }, { name: 'flexibleRollout', id: 'x' }],
  };
  assert.deepEqual(shapeMismatches(shown, actual), []);
  assert.deepEqual(shapeMismatches(shown, { ...actual, enabled: true }), [
    '$.enabled: the page shows false, the server sent true',
  ]);
  assert.deepEqual(shapeMismatches({ count: 1 }, { count: '1' }), [
    '$.count: the page shows number, the server sent string',
  ]);
  assert.deepEqual(shapeMismatches(shown, { ...actual, strategies: [] }), [
    '$.strategies[0]: the server sent no element named "flexibleRollout"',
  ]);
});

test('<your-api-token> becomes the token of the API each curl command calls', () => {
  const tokens = { admin: 'ADMIN', backend: 'BACKEND', frontend: 'FRONTEND' };
  const code = [
    'curl <u>/api/client/features \\',
    '  -H "Authorization: <your-api-token>"',
    'curl <u>/api/admin/projects \\',
    '  -H "Authorization: <your-api-token>"',
  ].join('\n');
  assert.equal(
    substitute(code, { '<u>': 'http://x' }, tokens),
    [
      'curl http://x/api/client/features \\',
      '  -H "Authorization: BACKEND"',
      'curl http://x/api/admin/projects \\',
      '  -H "Authorization: ADMIN"',
    ].join('\n'),
  );
});
