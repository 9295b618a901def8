/**
 * npm run api:fixtures: rewrites the offline copies of the API's structure from `openapi/`, after
 * `npm run test:live` has shown that `openapi/` matches the pinned Unleash server:
 * - tests/fixtures/api-structure.json: the spec without prose, examples or extensions, with shared
 *   parameters and responses written out;
 * - tests/fixtures/api-operations.tsv: one row per operation page;
 * - tests/content/routes.tsv: a route for every operation page, added to the rows that are there.
 * The unit tests hold `openapi/` to these copies between live runs.
 *
 *   npm run api:fixtures             write the files
 *   npm run api:fixtures -- --check  fail when a file would change
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSpec, loadTags, type OpenApiDocument } from '../src/api/openapiSpec';

const root = path.join(__dirname, '..');
const apiRoute = '/reference/api/unleash/';

type Json = Record<string, unknown>;
const prose = new Set(['description', 'summary', 'example', 'examples', 'security']);

/**
 * The node without prose and extensions, with parameter and response references written out. Under
 * `properties` the keys are property names (one may well be `description`), so all stay.
 */
function structureOf(document: OpenApiDocument, node: unknown, names = false): unknown {
  if (Array.isArray(node)) return node.map((item) => structureOf(document, item));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  const match =
    typeof ref === 'string' && /^#\/components\/(parameters|responses)\/(.+)$/.exec(ref);
  if (match) {
    const group = (document.components as Json)[match[1] ?? ''] as Json;
    return structureOf(document, group[match[2] ?? '']);
  }
  const kept = Object.fromEntries(
    Object.entries(node as Json)
      .filter(([key]) => names || (!prose.has(key) && !key.startsWith('x-')))
      .map(([key, value]) => [key, structureOf(document, value, !names && key === 'properties')]),
  );
  // `allOf` around a single reference only exists to give the reference a description.
  const allOf = kept.allOf as unknown[] | undefined;
  if (!names && Object.keys(kept).length === 1 && allOf?.length === 1) return allOf[0];
  return kept;
}

function structureFile(spec: OpenApiDocument): string {
  const document = {
    openapi: spec.openapi,
    info: {
      title: 'Unleash API (structure only: paths, parameters, schemas; no prose)',
      version: spec.info.version,
    },
    tags: spec.tags.map(({ name }) => ({ name })),
    paths: structureOf(spec, spec.paths),
    components: {
      securitySchemes: structureOf(spec, spec.components.securitySchemes),
      schemas: structureOf(spec, spec.components.schemas),
    },
  };
  return `${JSON.stringify(document, null, 1)}\n`;
}

/** One row per operation page, in slug order. */
function operationRows() {
  return loadTags()
    .flatMap((tag) =>
      tag.operations.map(({ slug, operation, method, path: apiPath }) => ({
        slug,
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path: apiPath,
        tag: tag.name,
        status: operation.deprecated ? 'deprecated' : '',
      })),
    )
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

function operationsFile(): string {
  const header = 'route_slug\toperationId\tmethod\tpath\ttag\tstatus';
  const lines = operationRows().map((row) => Object.values(row).join('\t'));
  return `${[header, ...lines].join('\n')}\n`;
}

/** routes.tsv with a row for every operation page, each new one next to its neighbours in slug order. */
function routesFile(current: string): string {
  const lines = current.replace(/\n$/, '').split('\n');
  for (const { slug } of operationRows()) {
    const route = `${apiRoute}${slug}`;
    if (lines.some((line) => line.startsWith(`${route}\t`))) continue;
    const operations = [...lines.keys()].filter((i) => lines[i]!.includes('\tapi-operation\t'));
    const before = operations.filter((i) => lines[i]!.split('\t')[0]! < route);
    const at = before.length > 0 ? before.at(-1)! + 1 : (operations[0] ?? lines.length - 1);
    lines.splice(at, 0, `${route}\tapi-operation\tdocumentation\tapi`);
  }
  return `${lines.join('\n')}\n`;
}

function main(): void {
  const check = process.argv.includes('--check');
  const spec = loadSpec();
  const fixtures = path.join(root, 'tests', 'fixtures');
  const routes = path.join(root, 'tests', 'content', 'routes.tsv');
  const wanted: [string, string][] = [
    [path.join(fixtures, 'api-structure.json'), structureFile(spec)],
    [path.join(fixtures, 'api-operations.tsv'), operationsFile()],
    [routes, routesFile(fs.readFileSync(routes, 'utf8'))],
  ];
  const stale = wanted.filter(([file, text]) => fs.readFileSync(file, 'utf8') !== text);
  for (const [file, text] of stale) {
    const name = path.relative(root, file);
    if (check) console.error(`${name} does not match openapi/`);
    else {
      fs.writeFileSync(file, text);
      console.log(`wrote ${name}`);
    }
  }
  if (check && stale.length > 0) {
    console.error('Run npm run api:fixtures after npm run test:live passes.');
    process.exit(1);
  }
  if (stale.length === 0) console.log('API fixtures match openapi/');
}

main();
