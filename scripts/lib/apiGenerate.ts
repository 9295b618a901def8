import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { apiOutputDir, bundledSpecPath, explorerDataDir } from '../../src/config/apiReference';
import { requestSamples, type RequestSample } from '../../src/api/requestSamples';
import type { ApiOperation } from '../../src/api/explorerState';
import { loadSpec, loadTags, specDir as defaultSpecDir } from '../../src/api/openapiSpec';
import { checkSpec } from './specCheck';
import { swapDir } from './swapDir';

/**
 * Generates the API reference pages from `openapi/` without ever leaving a broken or half-written
 * result in place:
 * 1. bundles and validates the spec (scripts/lib/specCheck.ts) before anything is written;
 * 2. runs the openapi-docs generator into a staging folder under `.generated/`
 *    (`API_DOCS_STAGING_DIR`, read by src/config/env.ts);
 * 3. names the pages after their routes (`<slug>.mdx`, `index.mdx`) so the sidebar builder and the
 *    route checks find them; moves each operation (the `api` front matter) to the JSON file the
 *    page fetches when the reader opens the explorer (`_explorer/<slug>.json`), leaving its slug
 *    in `api`; and adds its request samples to the page as the export `requestSamples`, so they
 *    are in its HTML;
 * 4. checks that there is one page per operation and tag plus the index: the generator only logs
 *    some failures and exits 0 having written nothing;
 * 5. only then swaps the pages into `api-docs/` and the spec into `.generated/openapi.json`.
 */

export type GeneratorRun = (run: {
  siteDir: string;
  /** The staging folder: `openapi.json` is the spec, `api-docs/` the output. */
  dir: string;
  env: Record<string, string>;
}) => { status: number | null; output: string };

export interface GenerateOptions {
  siteDir: string;
  specDir?: string;
  /** Runs the OpenAPI generator; replaced in tests. */
  runGenerator?: GeneratorRun;
}

export class ApiGenerateError extends Error {
  override name = 'ApiGenerateError';
}

const runDocusaurusGenerator: GeneratorRun = ({ siteDir, env }) => {
  const result = spawnSync(
    'npx',
    ['docusaurus', 'gen-api-docs', 'unleash', '--plugin-id', 'openapi'],
    { cwd: siteDir, encoding: 'utf8', env: { ...process.env, ...env } },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

/** Renames the generator's pages after their routes and moves their operations out of the pages. */
function finishPages(dir: string): number {
  fs.rmSync(path.join(dir, 'sidebar.ts'), { force: true });
  fs.mkdirSync(path.join(dir, explorerDataDir));
  let pages = 0;
  for (const name of fs.readdirSync(dir)) {
    const match = /^(.+)\.(api|tag|info)\.mdx$/.exec(name);
    if (!match) continue;
    const [, id, kind] = match;
    const target = kind === 'info' ? 'index.mdx' : `${id}.mdx`;
    if (fs.existsSync(path.join(dir, target))) {
      throw new ApiGenerateError(`Two generated pages would be named ${target}`);
    }
    let text = fs.readFileSync(path.join(dir, name), 'utf8');
    // The explorer links its security section to the index page's 'Authentication' heading.
    text = text.replace(/^info_path: .*$/m, 'info_path: reference/api/unleash');
    let samples: RequestSample[] | undefined;
    text = text.replace(/^api: ([A-Za-z0-9+/=]+)$/m, (_line, encoded: string) => {
      const api = JSON.parse(
        zlib.unzipSync(Buffer.from(encoded, 'base64')).toString(),
      ) as ApiOperation;
      fs.writeFileSync(path.join(dir, explorerDataDir, `${id}.json`), JSON.stringify(api));
      samples = requestSamples(api);
      return `api: ${JSON.stringify(id)}`;
    });
    if (samples)
      text = `${text.trimEnd()}\n\nexport const requestSamples = ${JSON.stringify(samples)};\n`;
    fs.writeFileSync(path.join(dir, target), text);
    fs.rmSync(path.join(dir, name));
    pages += 1;
  }
  return pages;
}

/** Generates the API pages; on any failure throws and leaves `api-docs/` and `.generated/` as they were. */
export async function generateApiDocs({
  siteDir,
  specDir = defaultSpecDir,
  runGenerator = runDocusaurusGenerator,
}: GenerateOptions): Promise<{ pages: number }> {
  const spec = loadSpec(specDir);
  const problems = await checkSpec(specDir, spec);
  if (problems.length > 0) {
    throw new ApiGenerateError(
      `The OpenAPI spec has ${problems.length} error(s); nothing was generated:\n${problems
        .map((problem) => `${problem.file} ${problem.pointer}: ${problem.message}`)
        .join('\n')}`,
    );
  }
  const expected = loadTags(specDir).reduce((sum, tag) => sum + tag.operations.length + 1, 1);

  const outputDir = path.join(siteDir, apiOutputDir);
  const specFile = path.join(siteDir, bundledSpecPath);
  const staging = path.join(path.dirname(specFile), `staging-${process.pid}`);
  const createdSpecDir = !fs.existsSync(path.dirname(specFile));
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(path.join(staging, 'api-docs'), { recursive: true });
  // The generator loads the site config, whose API docs instance needs its folder.
  const createdOutputDir = !fs.existsSync(outputDir);
  if (createdOutputDir) fs.mkdirSync(outputDir, { recursive: true });
  let swapped = false;
  try {
    fs.writeFileSync(path.join(staging, 'openapi.json'), `${JSON.stringify(spec, null, 2)}\n`);
    const { status, output } = runGenerator({
      siteDir,
      dir: staging,
      env: { API_DOCS_STAGING_DIR: path.relative(siteDir, staging) },
    });
    if (status !== 0) {
      throw new ApiGenerateError(`The OpenAPI generator failed (exit ${status}):\n${output}`);
    }
    const pages = finishPages(path.join(staging, 'api-docs'));
    if (pages !== expected) {
      throw new ApiGenerateError(
        `The OpenAPI generator wrote ${pages} pages where the spec has ${expected} (operations, tags and the index); nothing was replaced. Its output:\n${output}`,
      );
    }
    swapDir(path.join(staging, 'api-docs'), outputDir);
    swapped = true;
    fs.renameSync(path.join(staging, 'openapi.json'), specFile);
    return { pages };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    if (!swapped) {
      if (createdOutputDir) fs.rmSync(outputDir, { recursive: true, force: true });
      if (createdSpecDir) fs.rmSync(path.dirname(specFile), { recursive: true, force: true });
    }
  }
}
