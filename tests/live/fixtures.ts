// `npm run api:fixtures [-- --check]`: the offline copies of `openapi/` that the unit tests hold it
// to between `npm run test:live` runs.
import fs from 'node:fs';
import path from 'node:path';
import { loadSpec, loadTags } from '../../src/api/openapiSpec';
import { fail } from '../../scripts/lib/cli';

const root = path.join(__dirname, '../..');
const apiRoute = '/reference/api/unleash/';
const spec = loadSpec();

type Json = Record<string, unknown>;
const prose = new Set(['description', 'summary', 'example', 'examples', 'security']);

// Under `properties` the keys are property names (one may well be `description`), so all stay.
function structureOf(node: unknown, names = false): unknown {
  if (Array.isArray(node)) return node.map((item) => structureOf(item));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  const match =
    typeof ref === 'string' && /^#\/components\/(parameters|responses)\/(.+)$/.exec(ref);
  if (match) {
    const group = (spec.components as Json)[match[1] ?? ''] as Json;
    return structureOf(group[match[2] ?? '']);
  }
  const kept = Object.fromEntries(
    Object.entries(node as Json)
      .filter(([key]) => names || (!prose.has(key) && !key.startsWith('x-')))
      .map(([key, value]) => [key, structureOf(value, !names && key === 'properties')]),
  );
  // `allOf` around a single reference only exists to give the reference a description.
  const allOf = kept.allOf as unknown[] | undefined;
  if (!names && Object.keys(kept).length === 1 && allOf?.length === 1) return allOf[0];
  return kept;
}

const structure = {
  openapi: spec.openapi,
  info: {
    title: 'Unleash API (structure only: paths, parameters, schemas; no prose)',
    version: spec.info.version,
  },
  tags: spec.tags.map(({ name }) => ({ name })),
  paths: structureOf(spec.paths),
  components: {
    securitySchemes: structureOf(spec.components.securitySchemes),
    schemas: structureOf(spec.components.schemas),
  },
};

const operations = loadTags()
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

function routesFile(current: string): string {
  const lines = current.replace(/\n$/, '').split('\n');
  for (const { slug } of operations) {
    const route = `${apiRoute}${slug}`;
    if (lines.some((line) => line.startsWith(`${route}\t`))) continue;
    const operationLines = [...lines.keys()].filter((i) => lines[i]!.includes('\tapi-operation\t'));
    const before = operationLines.filter((i) => lines[i]!.split('\t')[0]! < route);
    const at = before.length > 0 ? before.at(-1)! + 1 : (operationLines[0] ?? lines.length - 1);
    lines.splice(at, 0, `${route}\tapi-operation\tdocumentation\tapi`);
  }
  return `${lines.join('\n')}\n`;
}

const check = process.argv.includes('--check');
const read = (name: string): string => fs.readFileSync(path.join(root, name), 'utf8');
const operationsTsv = [
  'route_slug\toperationId\tmethod\tpath\ttag\tstatus',
  ...operations.map((row) => Object.values(row).join('\t')),
];
const wanted = {
  'tests/fixtures/api-structure.json': `${JSON.stringify(structure, null, 1)}\n`,
  'tests/fixtures/api-operations.tsv': `${operationsTsv.join('\n')}\n`,
  'tests/content/routes.tsv': routesFile(read('tests/content/routes.tsv')),
};
const stale = Object.entries(wanted).filter(([name, text]) => read(name) !== text);
for (const [name, text] of stale) {
  if (check) console.error(`${name} does not match openapi/`);
  else {
    fs.writeFileSync(path.join(root, name), text);
    console.log(`wrote ${name}`);
  }
}
if (check && stale.length > 0) fail('Run npm run api:fixtures after npm run test:live passes.');
if (stale.length === 0) console.log('API fixtures match openapi/');
