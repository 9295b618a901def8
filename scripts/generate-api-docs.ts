/**
 * Generates the API reference pages from `openapi/`:
 * 1. bundles the split spec into `.generated/openapi.json`;
 * 2. runs the openapi-docs generator into api-docs/ (git-ignored), the folder
 *    of the API docs instance;
 * 3. names the pages after their routes (`<slug>.mdx`, `index.mdx`) so the
 *    sidebar builder and the route checks find them by route;
 * 4. writes each operation's `api` front matter as JSON text rather than
 *    compressed (see src/config/apiFrontMatter.ts).
 * Runs before `build`, `start` and `typecheck`. Skipped when the inputs have
 * not changed since the last complete run (scripts/lib/apiDocsStamp.ts);
 * `--force` generates anyway.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { encodeApiJson } from '../src/config/apiFrontMatter';
import { apiOutputDir, bundledSpecPath } from '../src/config/apiReference';
import { apiInputsHash, isUpToDate, writeStamp } from './lib/apiDocsStamp';
import { loadSpec } from './lib/openapiSpec';

const root = path.join(__dirname, '..');
const outputDir = path.join(root, apiOutputDir);
const specFile = path.join(root, bundledSpecPath);

function main(): void {
  const started = Date.now();
  const inputsHash = apiInputsHash(root);
  if (!process.argv.includes('--force') && isUpToDate(outputDir, inputsHash, [specFile])) {
    console.log(
      `API reference: openapi/ and the generator are unchanged, keeping ${apiOutputDir}/ (--force regenerates)`,
    );
    return;
  }
  const spec = loadSpec();
  fs.mkdirSync(path.dirname(specFile), { recursive: true });
  fs.writeFileSync(specFile, `${JSON.stringify(spec, null, 2)}\n`);

  // The generator never overwrites, so start from an empty folder. It must
  // exist: the generator loads the site config, whose API docs instance reads it.
  fs.rmSync(outputDir, { recursive: true, force: true });
  fs.mkdirSync(outputDir, { recursive: true });
  const result = spawnSync(
    'npx',
    ['docusaurus', 'gen-api-docs', 'unleash', '--plugin-id', 'openapi'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, API_DOCS_GENERATING: '1' },
    },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('The OpenAPI generator failed');
  }

  fs.rmSync(path.join(outputDir, 'sidebar.ts'), { force: true });
  let pages = 0;
  for (const name of fs.readdirSync(outputDir)) {
    const match = /^(.+)\.(api|tag|info)\.mdx$/.exec(name);
    if (!match) continue;
    const [, id, kind] = match;
    const target = kind === 'info' ? 'index.mdx' : `${id}.mdx`;
    if (fs.existsSync(path.join(outputDir, target))) {
      throw new Error(`Two generated pages would be named ${target}`);
    }
    let text = fs.readFileSync(path.join(outputDir, name), 'utf8');
    // The explorer links its security section to the index page's 'Authentication' heading.
    text = text.replace(/^info_path: .*$/m, 'info_path: reference/api/unleash');
    text = text.replace(/^api: ([A-Za-z0-9+/=]+)$/m, (_line, encoded: string) => {
      const json = zlib.unzipSync(Buffer.from(encoded, 'base64')).toString('utf8');
      // A JSON string is a YAML double-quoted string with the same escapes.
      return `api: ${JSON.stringify(encodeApiJson(JSON.stringify(JSON.parse(json))))}`;
    });
    fs.writeFileSync(path.join(outputDir, target), text);
    fs.rmSync(path.join(outputDir, name));
    pages += 1;
  }
  writeStamp(outputDir, inputsHash);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`API reference: ${pages} pages in ${apiOutputDir} (${seconds} s)`);
}

main();
