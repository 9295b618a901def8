import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { loadSpec, specDir, type OpenApiDocument } from '../../src/api/openapiSpec';

/**
 * Validates `openapi/` before anything is generated from it. The generator only logs a broken
 * `$ref` or a malformed schema and writes no pages, so its exit status cannot be trusted: the
 * validator it bundles (Redocly's `struct` and `no-unresolved-refs` rules) runs on the bundled
 * document here, and each problem is reported in the file a writer edits, at its JSON pointer.
 */

export interface SpecProblem {
  /** The spec file, relative to the working directory (`openapi/tags/addons.yaml`). */
  file: string;
  /** JSON pointer inside that file (`#/paths/~1api~1x/get/responses/200`). */
  pointer: string;
  message: string;
}

type Problem = {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
};
type Redocly = {
  createConfig: (config: { rules: Record<string, string> }) => Promise<unknown>;
  lintFromString: (options: {
    source: string;
    absoluteRef: string;
    config: unknown;
  }) => Promise<Problem[]>;
};

/** The generator's own copy of Redocly (an ES module), so what passes here is what it parses. */
async function loadRedocly(): Promise<Redocly> {
  const plugin = path.dirname(require.resolve('docusaurus-plugin-openapi-docs/package.json'));
  const entry = require.resolve('@redocly/openapi-core', { paths: [plugin] });
  return (await import(pathToFileURL(entry).href)) as Redocly;
}

/** The unescaped parts of a JSON pointer. */
function segments(pointer: string): string[] {
  return pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function toPointer(parts: string[]): string {
  return `#${parts.map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}`;
}

/**
 * Maps a pointer into the bundled document back to the file it came from: operations to their tag
 * file, schemas to their schema file, shared parameters to parameters.yaml, the rest to root.yaml.
 */
function specLocator(dir: string): (pointer: string) => { file: string; pointer: string } {
  const relative = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');
  const operationFiles = new Map<string, string>();
  for (const name of fs.readdirSync(path.join(dir, 'tags')).filter((n) => n.endsWith('.yaml'))) {
    const file = path.join(dir, 'tags', name);
    const tag = parse(fs.readFileSync(file, 'utf8')) as { paths?: Record<string, object> };
    for (const [apiPath, item] of Object.entries(tag.paths ?? {})) {
      for (const method of Object.keys(item)) operationFiles.set(`${apiPath} ${method}`, file);
    }
  }
  const schemaFiles = new Map<string, string>();
  for (const name of fs.readdirSync(path.join(dir, 'schemas')).filter((n) => n.endsWith('.yaml'))) {
    const file = path.join(dir, 'schemas', name);
    for (const schema of Object.keys(parse(fs.readFileSync(file, 'utf8')) ?? {})) {
      schemaFiles.set(schema, file);
    }
  }
  return (pointer) => {
    const parts = segments(pointer);
    const [first, second, third] = parts;
    if (first === 'paths' && second !== undefined && third !== undefined) {
      const file = operationFiles.get(`${second} ${third}`);
      if (file) return { file: relative(file), pointer: toPointer(parts) };
    }
    if (first === 'components' && second === 'schemas' && third !== undefined) {
      const file = schemaFiles.get(third);
      if (file) return { file: relative(file), pointer: toPointer(parts.slice(2)) };
    }
    if (first === 'components' && second === 'parameters' && third !== undefined) {
      return {
        file: relative(path.join(dir, 'parameters.yaml')),
        pointer: toPointer(parts.slice(2)),
      };
    }
    return { file: relative(path.join(dir, 'root.yaml')), pointer: toPointer(parts) };
  };
}

/** Every broken `$ref` and structural error of the spec in `dir`, located in its source file. */
export async function checkSpec(
  dir = specDir,
  document: OpenApiDocument = loadSpec(dir),
): Promise<SpecProblem[]> {
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
    .map((problem) => {
      const where = locate(problem.location[0]?.pointer ?? '#');
      const message =
        problem.ruleId === 'no-unresolved-refs'
          ? `${problem.message}: ${refAt(document, problem.location[0]?.pointer ?? '#')}`
          : problem.message;
      return { ...where, message };
    });
}

/** The `$ref` value at a pointer of the bundled document, for the message. */
function refAt(document: OpenApiDocument, pointer: string): string {
  let node: unknown = document;
  for (const part of [...segments(pointer), '$ref']) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? `'${node}'` : '(no $ref)';
}
