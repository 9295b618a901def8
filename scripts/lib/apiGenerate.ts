import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { parse } from 'yaml';
import { apiOutputDir, bundledSpecPath, explorerDataDir } from '../../src/config/apiReference';
import { requestSamples } from '../../src/api/requestSamples';
import type { ApiOperation } from '../../src/api/explorerState';
import {
  loadSpec,
  loadTagFiles,
  loadTags,
  specDir as defaultSpecDir,
  type OpenApiDocument,
} from '../../src/api/openapiSpec';
import { swapDir } from './swapDir';

// The generator only logs a broken `$ref` or schema and exits 0 having written nothing, so the
// spec is validated first, the pages are counted, and only a complete result replaces the old one.

// A failed run leaves the previous stamp, so the next run retries only if the inputs changed.
export const stampFileName = '.inputs-sha256';

export const apiGeneratorInputs = [
  'openapi',
  'scripts/generate-api-docs.ts',
  'scripts/lib/apiGenerate.ts',
  'src/api/openapiSpec.ts',
  'src/config/apiReference.ts',
  'src/api/explorerState.ts',
  'src/api/requestSamples.ts',
  'node_modules/docusaurus-plugin-openapi-docs/package.json',
];

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.posix.join(entry, name)));
}

export function apiInputsHash(root: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of apiGeneratorInputs.flatMap((entry) => filesUnder(root, entry))) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function isUpToDate(outputDir: string, hash: string, alsoNeeded: string[] = []): boolean {
  try {
    const stored = fs.readFileSync(path.join(outputDir, stampFileName), 'utf8').trim();
    return stored === hash && alsoNeeded.every((file) => fs.existsSync(file));
  } catch {
    return false;
  }
}

export function writeStamp(outputDir: string, hash: string): void {
  fs.writeFileSync(path.join(outputDir, stampFileName), `${hash}\n`);
}

type Redocly = {
  createConfig: (config: { rules: Record<string, string> }) => Promise<unknown>;
  lintFromString: (options: {
    source: string;
    absoluteRef: string;
    config: unknown;
  }) => Promise<
    { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[]
  >;
};

/** The generator's own copy of Redocly (an ES module), so what passes here is what it parses. */
async function loadRedocly(): Promise<Redocly> {
  const plugin = path.dirname(require.resolve('docusaurus-plugin-openapi-docs/package.json'));
  const entry = require.resolve('@redocly/openapi-core', { paths: [plugin] });
  return (await import(pathToFileURL(entry).href)) as Redocly;
}

function segments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function toPointer(parts: string[]): string {
  return `#${parts.map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}`;
}

/** Maps a pointer into the bundled document back to the file a writer edits, and the pointer there. */
function specLocator(dir: string) {
  // By the first three segments: the file, and how many leading segments it does not have.
  const files = new Map<string, [string, number]>();
  for (const tag of loadTagFiles(dir)) {
    for (const [apiPath, item] of Object.entries(tag.paths)) {
      for (const method of Object.keys(item)) {
        files.set(JSON.stringify(['paths', apiPath, method]), [tag.file, 0]);
      }
    }
  }
  for (const name of fs.readdirSync(path.join(dir, 'schemas')).filter((n) => n.endsWith('.yaml'))) {
    const file = path.join(dir, 'schemas', name);
    for (const schema of Object.keys(parse(fs.readFileSync(file, 'utf8')) ?? {})) {
      files.set(JSON.stringify(['components', 'schemas', schema]), [file, 2]);
    }
  }
  return (pointer: string) => {
    const parts = segments(pointer);
    const [file, strip] =
      files.get(JSON.stringify(parts.slice(0, 3))) ??
      (parts[0] === 'components' && parts[1] === 'parameters' && parts.length > 2
        ? [path.join(dir, 'parameters.yaml'), 2]
        : [path.join(dir, 'root.yaml'), 0]);
    const relative = path.relative(process.cwd(), file).split(path.sep).join('/');
    return { file: relative, pointer: toPointer(parts.slice(strip)) };
  };
}

export async function checkSpec(
  dir = defaultSpecDir,
  document: OpenApiDocument = loadSpec(dir),
): Promise<{ file: string; pointer: string; message: string }[]> {
  const { createConfig, lintFromString } = await loadRedocly();
  const config = await createConfig({ rules: { struct: 'error', 'no-unresolved-refs': 'error' } });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: path.join(dir, 'openapi.json'),
    config,
  });
  const locate = specLocator(dir);
  return problems
    .filter((problem) => problem.severity === 'error')
    .map(({ ruleId, message, location }) => {
      const pointer = location[0]?.pointer ?? '#';
      const ref = ruleId === 'no-unresolved-refs' ? `: ${refAt(document, pointer)}` : '';
      return { ...locate(pointer), message: `${message}${ref}` };
    });
}

function refAt(document: OpenApiDocument, pointer: string): string {
  let node: unknown = document;
  for (const part of [...segments(pointer), '$ref']) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? `'${node}'` : '(no $ref)';
}

export type GeneratorRun = (run: {
  siteDir: string;
  /** The staging folder: `openapi.json` is the spec, `api-docs/` the output. */
  dir: string;
  env: Record<string, string>;
}) => { status: number | null; output: string };

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

// Pages are named after their routes for the sidebar builder and the route checks; each operation
// moves to the JSON the explorer fetches when opened, and its samples into the page's HTML.
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
    const encoded = /^api: ([A-Za-z0-9+/=]+)$/m.exec(text);
    if (encoded) {
      const api = JSON.parse(
        zlib.unzipSync(Buffer.from(encoded[1]!, 'base64')).toString(),
      ) as ApiOperation;
      fs.writeFileSync(path.join(dir, explorerDataDir, `${id}.json`), JSON.stringify(api));
      const samples = JSON.stringify(requestSamples(api));
      text = text.replace(encoded[0], () => `api: ${JSON.stringify(id)}`).trimEnd();
      text = `${text}\n\nexport const requestSamples = ${samples};\n`;
    }
    fs.writeFileSync(path.join(dir, target), text);
    fs.rmSync(path.join(dir, name));
    pages += 1;
  }
  return pages;
}

/** Generates the API pages; on any failure throws and leaves `api-docs/` and `.generated/` as they were. */
export async function generateApiDocs(options: {
  siteDir: string;
  specDir?: string;
  runGenerator?: GeneratorRun;
}): Promise<{ pages: number }> {
  const { siteDir, specDir = defaultSpecDir, runGenerator = runDocusaurusGenerator } = options;
  const spec = loadSpec(specDir);
  const problems = await checkSpec(specDir, spec);
  if (problems.length > 0) {
    const list = problems.map(({ file, pointer, message }) => `\n${file} ${pointer}: ${message}`);
    throw new ApiGenerateError(
      `The OpenAPI spec has ${problems.length} error(s); nothing was generated:${list.join('')}`,
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
  const createdOutputDir = fs.mkdirSync(outputDir, { recursive: true }) !== undefined;
  let swapped = false;
  try {
    fs.writeFileSync(path.join(staging, 'openapi.json'), `${JSON.stringify(spec, null, 2)}\n`);
    const { status, output } = runGenerator({
      siteDir,
      dir: staging,
      // Read by src/config/env.ts: the generator writes into the staging folder.
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
