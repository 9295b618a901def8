import fs from 'node:fs';
import path from 'node:path';
import { isNode, LineCounter, parseDocument } from 'yaml';
import { loadTags } from '../api/openapiSpec';
import { apiRouteBase } from './apiReference';
import { apiRouteExists } from './docRoutes';

// Kept as data in ./sidebar-outline.yaml so writers change it without TypeScript (see its header).
export type OutlineEntry =
  | string
  | { label: string; doc: string }
  | { label: string; ref: string } // a doc of another sidebar
  | { label: string; href: string; requires?: string }
  | { category: string; link?: string; items: OutlineEntry[]; collapsed?: boolean };

type Outline = { documentation: OutlineEntry[]; academy: OutlineEntry[] };
const outlineFile = path.join(__dirname, 'sidebar-outline.yaml');

const generators: Record<string, () => OutlineEntry[]> = {
  // The API index and each tag page; the operations are in the API sidebar (sidebarsApi.ts).
  'api-tags': () =>
    [{ label: 'All operations', href: apiRouteBase }]
      .concat(loadTags().map((tag) => ({ label: tag.name, href: `${apiRouteBase}/${tag.slug}` })))
      .filter((entry) => apiRouteExists(entry.href)),
};

type Field = 'id' | 'id?' | 'text' | 'boolean?' | 'items' | 'generator';
const shapes: Record<string, Record<string, Field>> = {
  doc: { doc: 'id', label: 'text' },
  ref: { ref: 'id', label: 'text' },
  href: { href: 'text', label: 'text', requires: 'id?' },
  category: { category: 'text', link: 'id?', collapsed: 'boolean?', items: 'items' },
  generated: { generated: 'generator' },
};

const knownKeys = new Set(Object.values(shapes).flatMap((shape) => Object.keys(shape)));

type Place = (string | number)[];

export function parseOutline(text: string, file = outlineFile): Outline {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const syntaxError = document.errors[0];
  if (syntaxError) {
    const line = lineCounter.linePos(syntaxError.pos[0]).line;
    throw new Error(`${file}:${line}: not valid YAML: ${syntaxError.message.split('\n')[0]}`);
  }
  const problems: { line: number; text: string }[] = [];
  const fail = (at: Place, message: string): OutlineEntry[] => {
    const node = document.getIn(at, true);
    const line = isNode(node) && node.range ? lineCounter.linePos(node.range[0]).line : 1;
    const place = at.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('');
    problems.push({ line, text: place ? `${place.slice(1)}: ${message}` : message });
    return [];
  };

  const entries = (value: unknown, at: Place): OutlineEntry[] =>
    Array.isArray(value)
      ? value.flatMap((item: unknown, index) => entry(item, [...at, index]))
      : fail(at, 'expected a list of entries (lines starting with `- `)');

  function entry(value: unknown, at: Place): OutlineEntry[] {
    if (typeof value === 'string') {
      const problem = docIdProblem(value);
      return problem ? fail(at, problem) : [value];
    }
    if (!isMapping(value)) {
      return fail(at, 'an entry is a doc id or a mapping (`doc: ...` and so on)');
    }
    const kinds = Object.keys(shapes).filter((key) => Object.hasOwn(value, key));
    const kind = kinds[0];
    if (!kind) {
      const typos = Object.keys(value).filter((key) => !knownKeys.has(key));
      const hint = typos.length ? ` (unknown: ${typos.join(', ')})` : '';
      return fail(at, `an entry needs doc, ref, href or category${hint}`);
    }
    if (kinds.length > 1)
      return fail(at, `an entry is one kind, not ${kinds.join(' and ')} at once`);
    const shape = shapes[kind] ?? {};
    const before = problems.length;
    const takes = Object.keys(shape).join(', ');
    for (const key of Object.keys(value).filter((key) => !Object.hasOwn(shape, key))) {
      fail([...at, key], `not a key of a ${kind} entry, which takes ${takes}`);
    }
    for (const [key, field] of Object.entries(shape)) {
      const problem = fieldProblem(value[key], field);
      if (problem && Object.hasOwn(value, key)) fail([...at, key], problem);
      else if (problem) fail(at, `${key} ${problem}`);
    }
    // A category's items are checked even when the category itself is wrong, so one run lists all.
    const items =
      kind === 'category' && Array.isArray(value.items)
        ? entries(value.items, [...at, 'items'])
        : [];
    if (problems.length > before) return [];
    if (kind === 'generated') return generators[String(value.generated)]?.() ?? [];
    // Checked above: each key holds what OutlineEntry says it holds.
    return [kind === 'category' ? { ...value, items } : value] as OutlineEntry[];
  }

  const root: unknown = document.toJS();
  const outline: Outline = { documentation: [], academy: [] };
  if (!isMapping(root)) {
    fail([], 'the file needs `documentation:` and `academy:` lists');
  } else {
    for (const key of Object.keys(root).filter((key) => !Object.hasOwn(outline, key))) {
      fail([key], 'only `documentation:` and `academy:` are read');
    }
    for (const key of ['documentation', 'academy'] as const)
      outline[key] = entries(root[key], [key]);
  }
  if (problems.length) {
    throw new Error(
      problems
        .sort((a, b) => a.line - b.line)
        .map(({ line, text }) => `${file}:${line}: ${text}`)
        .join('\n'),
    );
  }
  return outline;
}

function fieldProblem(value: unknown, field: Field): string | undefined {
  if (value === undefined) return field.endsWith('?') ? undefined : 'is missing';
  switch (field) {
    case 'id':
    case 'id?':
      return typeof value === 'string' ? docIdProblem(value) : 'must be a doc id';
    case 'text':
      return typeof value === 'string' && value.trim() ? undefined : 'must be text';
    case 'boolean?':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'items':
      return Array.isArray(value) ? undefined : 'must be a list of entries';
    case 'generator':
      return typeof value === 'string' && Object.hasOwn(generators, value)
        ? undefined
        : `must be one of: ${Object.keys(generators).join(', ')}`;
  }
}

function docIdProblem(id: string): string | undefined {
  if (!id.trim()) return 'a doc id cannot be empty';
  if (id.startsWith('/')) return `'${id}': a doc id has no leading slash`;
  if (/\s/.test(id)) return `'${id}': a doc id has no spaces`;
  if (/\.mdx?$/.test(id)) return `'${id}': a doc id has no file extension`;
  return undefined;
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const outline = parseOutline(fs.readFileSync(outlineFile, 'utf8'));
export const documentationOutline: OutlineEntry[] = outline.documentation;
export const academyOutline: OutlineEntry[] = outline.academy;
