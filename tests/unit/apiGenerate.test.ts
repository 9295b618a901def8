import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../helpers/tempDir';
import { checkSpec, generateApiDocs, type GeneratorRun } from '../../scripts/lib/apiGenerate';

/**
 * `npm run api:generate` fails loudly on a bad spec and never leaves a
 * broken API reference behind. The fixture spec has one broken `$ref`; the
 * generator of docusaurus-plugin-openapi-docs only logs such an error,
 * writes no pages and exits 0, which used to empty api-docs/.
 */

const root = path.join(__dirname, '..', '..');
const brokenSpec = path.join(__dirname, 'fixtures', 'openapi-broken-ref');
const brokenFile = path.relative(process.cwd(), path.join(brokenSpec, 'tags', 'widgets.yaml'));
const brokenPointer =
  '#/paths/~1api~1widgets~1{widgetId}/get/responses/200/content/application~1json/schema';

/** A copy of the fixture spec, edited by `edit` (the fixed $ref by default). */
function specCopy(
  edit = (text: string) => text.replace("schemas/widgetSchemaa'", "schemas/widgetSchema'"),
) {
  const dir = tempDir('api-generate-');
  fs.cpSync(brokenSpec, dir, { recursive: true });
  for (const file of ['tags/widgets.yaml', 'schemas/widgets.yaml']) {
    const full = path.join(dir, file);
    fs.writeFileSync(full, edit(fs.readFileSync(full, 'utf8')));
  }
  return dir;
}

/** A site folder with a previous, good output in place. */
function siteWithOutput(): string {
  const site = tempDir('api-generate-');
  fs.mkdirSync(path.join(site, 'api-docs'));
  fs.writeFileSync(path.join(site, 'api-docs', 'previous.mdx'), 'previous page\n');
  fs.mkdirSync(path.join(site, '.generated'));
  fs.writeFileSync(path.join(site, '.generated', 'openapi.json'), '{"previous":true}\n');
  return site;
}

function assertOutputUntouched(site: string): void {
  assert.deepEqual(fs.readdirSync(path.join(site, 'api-docs')), ['previous.mdx']);
  assert.deepEqual(fs.readdirSync(path.join(site, '.generated')), ['openapi.json']);
  assert.equal(
    fs.readFileSync(path.join(site, '.generated', 'openapi.json'), 'utf8'),
    '{"previous":true}\n',
  );
}

test('a broken $ref is reported with its spec file and JSON pointer', async () => {
  const problems = await checkSpec(brokenSpec);
  assert.equal(problems.length, 1);
  assert.equal(problems[0]?.file, brokenFile);
  assert.equal(problems[0]?.pointer, brokenPointer);
  assert.match(problems[0]?.message ?? '', /#\/components\/schemas\/widgetSchemaa/);
});

test('a malformed schema is reported in its schema file', async () => {
  const dir = specCopy((text) =>
    text
      .replace("schemas/widgetSchemaa'", "schemas/widgetSchema'")
      .replace('type: string', 'type: strin'),
  );
  const problems = await checkSpec(dir);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(
    problems[0]?.file,
    path.relative(process.cwd(), path.join(dir, 'schemas', 'widgets.yaml')),
  );
  assert.equal(problems[0]?.pointer, '#/widgetSchema/properties/id/type');
});

test('an operation without a description fails with its file and pointer', async () => {
  const dir = specCopy((text) => text.replace('      description: Deletes one widget.\n', ''));
  await assert.rejects(
    generateApiDocs({
      siteDir: tempDir('api-generate-'),
      specDir: dir,
      runGenerator: () => assert.fail(),
    }),
    (error: Error) =>
      error.message ===
      `${path.relative(process.cwd(), path.join(dir, 'tags', 'widgets.yaml'))} #/paths/~1api~1widgets~1{widgetId}/delete: the operation has no description`,
  );
});

test('the spec in openapi/ has no errors', async () => {
  assert.deepEqual(await checkSpec(), []);
});

test('a broken spec fails before the generator runs and leaves the output as it was', async () => {
  const site = siteWithOutput();
  let ran = false;
  await assert.rejects(
    generateApiDocs({
      siteDir: site,
      specDir: brokenSpec,
      runGenerator: () => {
        ran = true;
        return { status: 0, output: '' };
      },
    }),
    (error: Error) => error.message.includes(`${brokenFile} ${brokenPointer}`),
  );
  assert.equal(ran, false);
  assertOutputUntouched(site);
});

test('a generator that writes nothing and exits 0 fails the run and replaces nothing', async () => {
  const site = siteWithOutput();
  await assert.rejects(
    generateApiDocs({
      siteDir: site,
      specDir: specCopy(),
      runGenerator: () => ({ status: 0, output: 'Error: [...] with footprint [...]' }),
    }),
    /wrote 0 pages where the spec has 4/,
  );
  assertOutputUntouched(site);
});

test('a failing generator replaces nothing, and a missing output stays missing', async () => {
  const site = tempDir('api-generate-');
  await assert.rejects(
    generateApiDocs({
      siteDir: site,
      specDir: specCopy(),
      runGenerator: ({ dir }) => {
        fs.writeFileSync(path.join(dir, 'api-docs', 'get-widget.api.mdx'), 'half\n');
        return { status: 1, output: 'boom' };
      },
    }),
    /exit 1/,
  );
  assert.deepEqual(fs.readdirSync(site), []);
});

test('a complete run swaps in the new pages and spec, and leaves no staging folder', async () => {
  const site = siteWithOutput();
  const writePages: GeneratorRun = ({ siteDir, dir, env }) => {
    // The config points the generator at the staging folder through this variable.
    assert.equal(path.join(siteDir, env.API_DOCS_STAGING_DIR ?? ''), dir);
    assert.ok(fs.existsSync(path.join(dir, 'openapi.json')));
    for (const name of [
      'get-widget.api.mdx',
      'delete-widget.api.mdx',
      'widgets.tag.mdx',
      'widget-api.info.mdx',
    ]) {
      fs.writeFileSync(path.join(dir, 'api-docs', name), `---\nid: ${name}\n---\n`);
    }
    return { status: 0, output: '' };
  };
  const { pages } = await generateApiDocs({
    siteDir: site,
    specDir: specCopy(),
    runGenerator: writePages,
  });
  assert.equal(pages, 4);
  assert.deepEqual(fs.readdirSync(path.join(site, 'api-docs')).sort(), [
    '_explorer',
    'delete-widget.mdx',
    'get-widget.mdx',
    'index.mdx',
    'widgets.mdx',
  ]);
  assert.deepEqual(fs.readdirSync(path.join(site, '.generated')), ['openapi.json']);
  const spec = JSON.parse(fs.readFileSync(path.join(site, '.generated', 'openapi.json'), 'utf8'));
  assert.equal(spec.info.title, 'Widget API');
});

test('npm run api:generate exits 1 on a broken $ref, naming file and pointer', () => {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/generate-api-docs.ts', '--spec-dir', brokenSpec],
    { cwd: root, encoding: 'utf8' },
  );
  assert.equal(result.status, 1, result.stdout + result.stderr);
  assert.ok(
    result.stderr.includes(
      `${path.relative(root, path.join(brokenSpec, 'tags', 'widgets.yaml'))} ${brokenPointer}`,
    ),
    result.stderr,
  );
});
