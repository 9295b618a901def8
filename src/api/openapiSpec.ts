import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import kebabCase from 'lodash/kebabCase';

export const specDir = path.join(__dirname, '..', '..', 'openapi');

export const httpMethods = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

type Json = Record<string, unknown>;

export interface Operation extends Json {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  deprecated?: boolean;
  security?: unknown[];
}

type Paths = Record<string, Record<string, Operation>>;

type TagFile = { name: string; description: string; paths: Paths; file: string };

export interface OpenApiDocument extends Json {
  info: Json;
  tags: { name: string; description: string }[];
  paths: Paths;
  components: { schemas: Record<string, Json>; parameters: Record<string, Json> } & Json;
}

export type OperationEntry = { path: string; method: string; operation: Operation; slug: string };

type TagEntry = { name: string; slug: string; description: string; operations: OperationEntry[] };

/** The generator's own slug function: docusaurus-plugin-openapi-docs names its pages with it. */
export const kebab = kebabCase;

function readYaml<T>(file: string): T {
  try {
    return parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
  }
}

function yamlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => path.join(dir, name));
}

// On globalThis: the dev server reloads sidebars.ts and its imports on every save, and parsing
// the tag files took about a second of each.
const tagFilesByDir = ((
  globalThis as { __unleashTagFiles?: Map<string, { stamp: string; tagFiles: TagFile[] }> }
).__unleashTagFiles ??= new Map());

/** Alphabetical by tag name, as the API lists them. */
export function loadTagFiles(dir: string): TagFile[] {
  const files = yamlFiles(path.join(dir, 'tags'));
  const stamp = files
    .map((file) => {
      const { size, mtimeMs } = fs.statSync(file);
      return `${file}:${size}:${mtimeMs}`;
    })
    .join('\n');
  const cached = tagFilesByDir.get(dir);
  if (cached?.stamp === stamp) return cached.tagFiles;
  const tagFiles = files
    .map((file) => {
      const tag = readYaml<TagFile>(file);
      if (!tag || typeof tag.paths !== 'object' || tag.paths === null)
        throw new Error(`${path.relative(process.cwd(), file)} #/paths: a tag file needs paths`);
      return { ...tag, file };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  tagFilesByDir.set(dir, { stamp, tagFiles });
  return tagFiles;
}

export function loadTags(dir = specDir): TagEntry[] {
  return loadTagFiles(dir).map((tag) => ({
    name: tag.name,
    slug: kebab(tag.name),
    description: tag.description,
    operations: Object.entries(tag.paths).flatMap(([apiPath, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        path: apiPath,
        method,
        operation,
        slug: kebab(operation.operationId),
      })),
    ),
  }));
}

export function firstSentence(markdown: string, max = 160): string {
  const plain = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

// The page templates put front matter values inside double quotes.
function frontMatterText(text: string): string {
  return firstSentence(text).replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

export function loadSpec(dir = specDir): OpenApiDocument {
  const { 'x-authentication': notes, ...document } = readYaml<
    Json & {
      info: Json;
      components: Json;
      'x-authentication': { prefix: string; note: string; anonymous?: boolean }[];
    }
  >(path.join(dir, 'root.yaml'));
  const paths: Paths = {};
  const schemas: Record<string, Json> = {};
  const tagFiles = loadTagFiles(dir);

  for (const tag of tagFiles) {
    for (const [apiPath, item] of Object.entries(tag.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (typeof operation?.description !== 'string') {
          const file = path.relative(process.cwd(), tag.file);
          const pointer = `#/paths/${apiPath.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
          throw new Error(`${file} ${pointer}: the operation has no description`);
        }
        paths[apiPath] ??= {};
        if (paths[apiPath][method])
          throw new Error(`${method.toUpperCase()} ${apiPath} is defined twice`);
        const note = notes.find((candidate) => apiPath.startsWith(candidate.prefix));
        if (!note) throw new Error(`No authentication note matches ${apiPath}`);
        paths[apiPath][method] = {
          ...operation,
          tags: [tag.name],
          description: `${operation.description.trim()}\n\n${note.note.trim()}`,
          ...(note.anonymous && !operation.security ? { security: [] } : {}),
          'x-page-description': frontMatterText(operation.description),
        };
      }
    }
  }
  for (const file of yamlFiles(path.join(dir, 'schemas'))) {
    for (const [name, schema] of Object.entries(readYaml<Record<string, Json>>(file))) {
      if (schemas[name])
        throw new Error(`Schema ${name} is defined twice (again in ${path.basename(file)})`);
      schemas[name] = schema;
    }
  }
  const parameters = readYaml<Record<string, Json>>(path.join(dir, 'parameters.yaml'));

  return {
    ...document,
    tags: tagFiles.map(({ name, description }) => ({
      name,
      description,
      'x-page-description': frontMatterText(description),
    })),
    paths,
    components: {
      ...document.components,
      parameters,
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}
