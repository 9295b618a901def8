import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  absoluteLinks,
  operationsBySlug,
  operationToMarkdown,
  type ApiSpec,
} from '../../src/plugins/llmsOutput/apiMarkdown';

const errorBody = {
  type: 'object',
  properties: { message: { type: 'string', description: 'What went wrong.' } },
};

const spec: ApiSpec = {
  paths: {
    '/api/admin/projects/{projectId}/features': {
      post: {
        operationId: 'createFeature',
        summary: 'Create a flag',
        description:
          'Creates a flag in the project. See [projects](/reference/projects).\n\n**Authentication:** a personal access token.',
        parameters: [
          { $ref: '#/components/parameters/projectId' },
          {
            name: 'dryRun',
            in: 'query',
            required: false,
            schema: { type: 'boolean', default: false },
            description: 'Validate only | do not create.',
          },
        ],
        requestBody: {
          required: true,
          description: 'The flag to create.',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/createFeatureSchema' } },
          },
        },
        responses: {
          '201': {
            description: 'The flag was created.',
            headers: {
              location: {
                description: 'Where the flag is.',
                schema: { type: 'string', format: 'uri' },
              },
            },
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/featureSchema' } },
            },
          },
          '400': { $ref: '#/components/responses/BadRequest' },
          '401': { $ref: '#/components/responses/Unauthorized' },
        },
      },
    },
    '/auth/simple/login': {
      post: {
        operationId: 'login',
        summary: 'Sign in',
        description: 'Signs in.',
        security: [],
        deprecated: true,
        responses: { '200': { description: 'Signed in.' } },
      },
    },
  },
  components: {
    parameters: {
      projectId: {
        name: 'projectId',
        in: 'path',
        required: true,
        description: 'The project id.',
        schema: { type: 'string' },
        example: 'checkout',
      },
    },
    responses: {
      BadRequest: {
        description: 'The request was invalid.',
        content: { 'application/json': { schema: errorBody } },
      },
      Unauthorized: {
        description: 'No token.',
        content: { 'application/json': { schema: errorBody } },
      },
    },
    schemas: {
      createFeatureSchema: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', description: "The flag's name.", example: 'new-checkout' },
          type: { type: 'string', enum: ['release', 'experiment'], description: 'The flag type.' },
          tags: { type: 'array', items: { $ref: '#/components/schemas/tagSchema' } },
        },
      },
      featureSchema: {
        allOf: [
          { $ref: '#/components/schemas/createFeatureSchema' },
          {
            type: 'object',
            required: ['createdAt'],
            properties: {
              createdAt: { type: 'string', format: 'date-time', nullable: true },
              parent: { $ref: '#/components/schemas/featureSchema' },
            },
          },
        ],
      },
      tagSchema: {
        type: 'object',
        properties: { value: { type: 'string', example: 'team-a' } },
      },
    },
  },
};

const operations = operationsBySlug(spec);
const origin = 'https://docs.example.com';

test('operations are found by the slug of their page', () => {
  assert.deepEqual([...operations.keys()], ['create-feature', 'login']);
});

const markdown = operationToMarkdown(spec, operations.get('create-feature')!, origin);

test('title, endpoint and description with absolute links', () => {
  assert.match(
    markdown,
    /^# Create a flag\n\n`POST \/api\/admin\/projects\/\{projectId\}\/features`\n\nCreates a flag in the project\. See \[projects\]\(https:\/\/docs\.example\.com\/reference\/projects\)\.\n\n\*\*Authentication:\*\*/,
  );
});

test('parameters: one table per location, with type, requirement, facts and escaped pipes', () => {
  assert.ok(
    markdown.includes(
      [
        '### Path parameters',
        '',
        '| Name | Type | Required | Description |',
        '| --- | --- | --- | --- |',
        '| `projectId` | string | yes | The project id. Example: `"checkout"`. |',
      ].join('\n'),
    ),
  );
  assert.ok(
    markdown.includes(
      '| `dryRun` | boolean | no | Validate only \\| do not create. Default: `false`. |',
    ),
  );
});

test('request body: fields with types, required, enums, nested array items', () => {
  assert.ok(
    markdown.includes('### Request body (`application/json`)\n\nThe flag to create. Required.'),
  );
  assert.ok(
    markdown.includes(
      [
        '- `name` (string, required): The flag\'s name. Example: `"new-checkout"`.',
        '- `type` (string): The flag type. One of: `"release"`, `"experiment"`.',
        '- `tags` (array of object)',
        '  - `value` (string): Example: `"team-a"`.',
      ].join('\n'),
    ),
  );
});

test('responses: allOf merged, formats and null, recursion stopped, repeated bodies referred back', () => {
  assert.ok(markdown.includes('### 201\n\nThe flag was created.'));
  assert.ok(markdown.includes('- `location` (uri string): Where the flag is.'));
  assert.ok(markdown.includes('- `createdAt` (date-time string or null, required)'));
  assert.ok(markdown.includes('  - The same fields as `featureSchema` (recursive).'));
  assert.ok(
    markdown.includes(
      '- `tags` (array of object)\n  - The same fields as `tagSchema`, listed above.',
    ),
  );
  assert.ok(
    markdown.includes(
      '### 400\n\nThe request was invalid.\n\nBody (`application/json`): object, with these fields:\n\n- `message` (string): What went wrong.',
    ),
  );
  assert.ok(
    markdown.includes(
      '### 401\n\nNo token.\n\nBody (`application/json`): object, the same as for 400.',
    ),
  );
});

test('a curl sample with path examples, a token and a JSON body from the examples', () => {
  const sample = markdown.slice(markdown.indexOf('## Example request'));
  assert.equal(
    sample,
    [
      '## Example request',
      '',
      '```bash',
      'curl -X POST "<your-unleash-url>/api/admin/projects/checkout/features" \\',
      '  -H "Authorization: <your-token>" \\',
      '  -H "Content-Type: application/json" \\',
      `  --data '{`,
      '  "name": "new-checkout",',
      '  "type": "release",',
      '  "tags": [',
      '    {',
      '      "value": "team-a"',
      '    }',
      '  ]',
      `}'`,
      '```',
      '',
    ].join('\n'),
  );
});

test('an operation without a token or body: no auth header, a deprecation note', () => {
  const login = operationToMarkdown(spec, operations.get('login')!, origin);
  assert.ok(login.includes('> **Deprecated:**'));
  assert.ok(login.includes('```bash\ncurl -X POST "<your-unleash-url>/auth/simple/login"\n```'));
  assert.ok(!login.includes('## Request'));
});

test('only root-relative Markdown links are rewritten', () => {
  assert.equal(
    absoluteLinks('[a](/x) [b](https://y.example/z) [c](#d)', origin),
    '[a](https://docs.example.com/x) [b](https://y.example/z) [c](#d)',
  );
});

test('a schema that is an array of itself ends instead of looping', () => {
  const nested: ApiSpec = {
    paths: {
      '/api/tree': {
        get: {
          operationId: 'getTree',
          summary: 'Get the tree',
          responses: {
            '200': {
              description: 'The tree.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/tree' } } },
            },
          },
        },
      },
    },
    components: {
      schemas: { tree: { type: 'array', items: { $ref: '#/components/schemas/tree' } } },
    },
  };
  const tree = operationToMarkdown(nested, operationsBySlug(nested).get('get-tree')!, origin);
  assert.ok(tree.includes('### 200\n\nThe tree.\n\nBody (`application/json`):'));
});
