import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  httpMethods,
  kebab,
  loadSpec,
  loadTags,
  type OpenApiDocument,
} from '../../src/api/openapiSpec';

/**
 * Our spec in `openapi/` must describe the real Unleash API: the same
 * operations, paths, methods, parameters, bodies, responses and schemas as
 * the structure in tests/fixtures/, with prose of our own on every part of it.
 * The fixtures are what `npm run test:live` last verified against the pinned
 * unleash-server (rewrite them with `npm run api:fixtures` after it passes);
 * they started as the team's reference of the Unleash 7 API, and every
 * operation of that reference must stay.
 */

const fixtures = path.join(__dirname, '..', 'fixtures');
const structureFile = path.join(fixtures, 'api-structure.json');
const sharedReference = path.join(__dirname, '..', '..', '..', 'shared', 'reference');

type Json = Record<string, unknown>;
const structure = JSON.parse(fs.readFileSync(structureFile, 'utf8')) as OpenApiDocument;
const spec = loadSpec();

const prose = new Set(['description', 'summary', 'example', 'examples', 'security']);

/** Resolves `#/components/...` references to parameters and responses, which only our spec splits out. */
function resolve(document: OpenApiDocument, node: unknown): unknown {
  if (node && typeof node === 'object' && '$ref' in node) {
    const ref = (node as { $ref: string }).$ref;
    const match = /^#\/components\/(parameters|responses)\/(.+)$/.exec(ref);
    if (match) {
      const [, kind = '', name = ''] = match;
      const components = document.components as Record<string, unknown>;
      const group = components[kind] as Record<string, unknown> | undefined;
      return resolve(document, group?.[name]);
    }
  }
  return node;
}

/** The structure of a node: prose, examples and extensions removed, `allOf: [$ref]` description wrappers unwrapped. */
function shape(document: OpenApiDocument, node: unknown): unknown {
  const resolved = resolve(document, node);
  if (Array.isArray(resolved)) return resolved.map((item) => shape(document, item));
  if (!resolved || typeof resolved !== 'object') return resolved;
  const entries = Object.entries(resolved as Json).filter(
    ([key]) => !prose.has(key) && !key.startsWith('x-'),
  );
  const kept = Object.fromEntries(entries);
  const allOf = kept.allOf as unknown[] | undefined;
  if (Object.keys(kept).length === 1 && allOf?.length === 1) return shape(document, allOf[0]);
  return Object.fromEntries(
    Object.entries(kept)
      .map(([key, value]) => [key, shape(document, value)] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

function operations(document: OpenApiDocument): Map<string, Json> {
  const result = new Map<string, Json>();
  for (const [apiPath, item] of Object.entries(document.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (operation) result.set(`${method.toUpperCase()} ${apiPath}`, operation);
    }
  }
  return result;
}

test('every operation of the team reference is still documented, under the same page', (t) => {
  const shared = path.join(sharedReference, 'api-operations.tsv');
  if (!fs.existsSync(shared)) {
    t.skip('no shared reference next to this checkout');
    return;
  }
  // Route slug, operation id, method, path and tag; the status column may change.
  const rows = (file: string): string[] =>
    fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t').slice(0, 5).join('\t'));
  const ours = new Set(rows(path.join(fixtures, 'api-operations.tsv')));
  assert.deepEqual(
    rows(shared).filter((row) => !ours.has(row)),
    [],
  );
  const reference = JSON.parse(
    fs.readFileSync(path.join(sharedReference, 'api-structure.json'), 'utf8'),
  ) as OpenApiDocument;
  const documented = operations(structure);
  assert.deepEqual(
    [...operations(reference).keys()].filter((key) => !documented.has(key)),
    [],
  );
});

test('the spec has the same operations, methods and paths as the real API', () => {
  const ours = operations(spec);
  const theirs = operations(structure);
  assert.deepEqual([...ours.keys()].sort(), [...theirs.keys()].sort());
  for (const [key, operation] of theirs) {
    const mine = ours.get(key)!;
    assert.equal(mine.operationId, operation.operationId, key);
    assert.deepEqual(mine.tags, operation.tags, key);
    assert.equal(Boolean(mine.deprecated), Boolean(operation.deprecated), `${key} deprecated`);
  }
});

test('every operation has the parameters, request body and responses of the real API', () => {
  const ours = operations(spec);
  for (const [key, operation] of operations(structure)) {
    const mine = ours.get(key)!;
    for (const part of ['parameters', 'requestBody', 'responses']) {
      assert.deepEqual(
        shape(spec, mine[part]),
        shape(structure, operation[part]),
        `${key} ${part}`,
      );
    }
  }
});

test('the component schemas match the real API, property by property', () => {
  const ours = spec.components.schemas;
  const theirs = structure.components.schemas;
  assert.deepEqual(Object.keys(ours).sort(), Object.keys(theirs).sort());
  for (const [name, schema] of Object.entries(theirs)) {
    assert.deepEqual(shape(spec, ours[name]), shape(structure, schema), name);
  }
});

test('operation pages are named by the route slugs the site must serve', () => {
  const rows = fs
    .readFileSync(path.join(fixtures, 'api-operations.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
  const slugs = loadTags().flatMap((tag) => tag.operations.map((operation) => operation.slug));
  assert.deepEqual(slugs.slice().sort(), rows.map(([slug]) => slug).sort());
  for (const [slug, operationId = ''] of rows) assert.equal(kebab(operationId), slug);
});

test('slugs come from the copy of kebabCase the generator loads, so its page ids match', () => {
  const generator = require.resolve('docusaurus-plugin-openapi-docs');
  const theirs = require.resolve('lodash/kebabCase', { paths: [path.dirname(generator)] });
  assert.equal(theirs, require.resolve('lodash/kebabCase'));
  // Where a digit meets a letter, a hand-written version had said 'get-v2-flags'.
  assert.equal(kebab('getV2Flags'), 'get-v-2-flags');
});

/** Every place that needs prose, with its location, for the description check. */
function* proseGaps(node: unknown, where: string, needsDescription: boolean): Generator<string> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* proseGaps(item, `${where}[${index}]`, false);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const object = node as Json;
  if ('$ref' in object) return;
  if (needsDescription) {
    const text = object.description;
    if (typeof text !== 'string' || text.trim().length < 10 || /\bWRITE\b/.test(text)) {
      yield `${where}: description missing or placeholder`;
    }
  }
  for (const [key, value] of Object.entries(object)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, property] of Object.entries(value as Json)) {
        yield* proseGaps(property, `${where}.${name}`, true);
      }
    } else if (key === 'example' && value === 'WRITE') {
      yield `${where}: example placeholder`;
    } else if (key !== 'example' && key !== 'examples') {
      yield* proseGaps(value, `${where}.${key}`, false);
    }
  }
}

test('every tag, operation, parameter, body, response, schema and property has a description', () => {
  const gaps: string[] = [];
  for (const tag of spec.tags) {
    if (tag.description.trim().length < 40 || /\bWRITE\b/.test(tag.description))
      gaps.push(`tag ${tag.name}`);
  }
  for (const [key, operation] of operations(spec)) {
    const summary = operation.summary;
    if (typeof summary !== 'string' || summary.length < 5 || /\bWRITE\b/.test(summary))
      gaps.push(`${key}: summary`);
    gaps.push(...proseGaps(operation, key, true));
    for (const [index, parameter] of ((operation.parameters as unknown[]) ?? []).entries()) {
      gaps.push(...proseGaps(resolve(spec, parameter), `${key} parameter ${index}`, true));
    }
    for (const [code, response] of Object.entries((operation.responses as Json) ?? {})) {
      gaps.push(...proseGaps(resolve(spec, response), `${key} response ${code}`, true));
    }
    if (operation.requestBody) gaps.push(...proseGaps(operation.requestBody, `${key} body`, true));
  }
  for (const [name, schema] of Object.entries(spec.components.schemas)) {
    gaps.push(...proseGaps(schema, `schema ${name}`, true));
  }
  assert.deepEqual(gaps.slice(0, 20), [], `${gaps.length} parts without prose, first 20 shown`);
});

test('deprecated operations say what to use instead', () => {
  for (const [key, operation] of operations(spec)) {
    if (!operation.deprecated) continue;
    assert.match(String(operation.description), /^\*\*Deprecated\.\*\*/, key);
  }
});
