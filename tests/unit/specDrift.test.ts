import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  formatDrift,
  specDrift,
  unmarkedOperations,
  unpublishedOperations,
  type SpecDocument,
} from '../live/specDrift';

/** A server spec with one operation and one schema, in the shapes Unleash publishes. */
const server: SpecDocument = {
  paths: {
    '/api/admin/projects/{projectId}/context': {
      get: {
        operationId: 'getContextFieldsForProject',
        parameters: [
          { name: 'projectId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'include', in: 'query', schema: { type: 'string' } },
        ],
        responses: { '200': {}, '401': {} },
      },
    },
  },
  components: {
    schemas: {
      linkSchema: {
        type: 'object',
        required: ['url'],
        properties: { url: { type: 'string' }, title: { type: 'string' } },
      },
    },
  },
};

/** The same, as our spec writes it: shared parameters and responses by reference, prose added. */
const matching: SpecDocument = {
  paths: {
    '/api/admin/projects/{projectId}/context': {
      parameters: [{ $ref: '#/components/parameters/projectId' }],
      get: {
        operationId: 'getContextFieldsForProject',
        description: 'Lists the fields.',
        parameters: [{ name: 'include', in: 'query', description: 'Adds more.' }],
        responses: {
          '200': { description: 'The fields.' },
          '401': { $ref: '#/components/responses/Unauthorized' },
          '403': { $ref: '#/components/responses/Forbidden' },
        },
      },
    },
    '/api/admin/banners': {
      get: {
        operationId: 'getBanners',
        description: 'Lists banners. Available on the Enterprise plan.',
        responses: {},
      },
    },
  },
  components: {
    parameters: { projectId: { name: 'projectId', in: 'path' } },
    responses: { Unauthorized: {}, Forbidden: {} },
    schemas: {
      linkSchema: {
        description: 'A link.',
        type: 'object',
        required: ['url'],
        properties: { title: { description: 'Its text.' }, url: { description: 'Where.' } },
      },
      ourOwnSchema: { type: 'object' },
    },
  },
};

test('no drift when only prose, references, extra responses and extra operations or schemas differ', () => {
  assert.deepEqual(specDrift(server, matching), []);
});

test('an operation the server publishes and we lack is listed with its id', () => {
  const drift = specDrift(server, { paths: {}, components: matching.components });
  assert.deepEqual(drift, [
    {
      kind: 'missing operation',
      operation: 'GET /api/admin/projects/{projectId}/context',
      operationId: 'getContextFieldsForProject',
    },
  ]);
});

test('parameters are compared by name and location, response codes only for what the server declares', () => {
  const ours = structuredClone(matching);
  const get = ours.paths['/api/admin/projects/{projectId}/context']!.get as {
    parameters: unknown[];
    responses: Record<string, unknown>;
  };
  get.parameters = [{ name: 'include', in: 'header' }];
  delete get.responses['401'];
  const text = formatDrift(specDrift(server, ours));
  assert.match(text, /^2 differences \(1 parameters, 1 response codes\):/);
  assert.match(
    text,
    /GET \/api\/admin\/projects\/\{projectId\}\/context: parameters differ; add query:include; remove header:include/,
  );
  assert.match(text, /GET \/api\/admin\/projects\/\{projectId\}\/context: add response 401/);
});

test('schemas must have the same property names and required list; missing schemas are listed', () => {
  const ours = structuredClone(matching);
  const schemas = ours.components!.schemas as Record<string, unknown>;
  schemas.linkSchema = { type: 'object', required: ['url', 'title'], properties: { url: {} } };
  const text = formatDrift(
    specDrift(
      {
        ...server,
        components: { schemas: { ...server.components!.schemas, groupItemSchema: {} } },
      },
      ours,
    ),
  );
  assert.match(text, /schema groupItemSchema: not in openapi\/schemas\//);
  assert.match(text, /schema linkSchema: add properties title; remove from required title/);
});

test('operations the server does not publish must name a plan', () => {
  assert.deepEqual(unpublishedOperations(server, matching), ['GET /api/admin/banners']);
  assert.deepEqual(unmarkedOperations(server, matching), []);
  const ours = structuredClone(matching);
  (ours.paths['/api/admin/banners']!.get as { description: string }).description = 'Lists banners.';
  assert.deepEqual(unmarkedOperations(server, ours), ['GET /api/admin/banners']);
});
