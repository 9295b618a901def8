import fs from 'node:fs';
import path from 'node:path';
import { isNode, LineCounter, parseDocument } from 'yaml';
import { loadTags } from '../api/openapiSpec';
import { apiRouteBase } from './apiReference';
import { apiRouteExists } from './docRoutes';

/**
 * The information architecture of the documentation, kept as data in ./sidebar-outline.yaml so
 * that writers change it without TypeScript (the file's header describes the entries). Doc ids are
 * routes without their leading slash. sidebars.ts keeps the pages that exist.
 */
export type OutlineEntry =
  | string
  | { label: string; doc: string }
  /** A link to a doc that lives in another sidebar. */
  | { label: string; ref: string }
  | { label: string; href: string; requires?: string }
  | { category: string; link?: string; items: OutlineEntry[]; collapsed?: boolean };

export type Outline = { documentation: OutlineEntry[]; academy: OutlineEntry[] };

const outlineFile = path.join(__dirname, 'sidebar-outline.yaml');

/** What a `generated: <name>` entry stands for, computed when the outline loads. */
const generators: Record<string, () => OutlineEntry[]> = {
  /** The API index and each tag page; the operations are in the API sidebar (sidebarsApi.ts). */
  'api-tags': () =>
    [{ label: 'All operations', href: apiRouteBase }]
      .concat(loadTags().map((tag) => ({ label: tag.name, href: `${apiRouteBase}/${tag.slug}` })))
      .filter((entry) => apiRouteExists(entry.href)),
};

/** A field's kind: `?` marks an optional one. */
type Field = 'id' | 'id?' | 'text' | 'boolean?' | 'items' | 'generator';

/** The entry kinds by the key that names them, with every key each one takes. */
const shapes: Record<string, Record<string, Field>> = {
  doc: { doc: 'id', label: 'text' },
  ref: { ref: 'id', label: 'text' },
  href: { href: 'text', label: 'text', requires: 'id?' },
  category: { category: 'text', link: 'id?', collapsed: 'boolean?', items: 'items' },
  generated: { generated: 'generator' },
};

const knownKeys = new Set(Object.values(shapes).flatMap((shape) => Object.keys(shape)));

type Place = (string | number)[];
type Problem = { at: Place; message: string };

/** Reads the outline, failing with each mistake as `file:line: documentation[3].items[2]: message`. */
export function parseOutline(text: string, file = outlineFile): Outline {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const syntaxError = document.errors[0];
  if (syntaxError) {
    const line = lineCounter.linePos(syntaxError.pos[0]).line;
    throw new Error(`${file}:${line}: not valid YAML: ${syntaxError.message.split('\n')[0]}`);
  }
  const problems: Problem[] = [];
  const root: unknown = document.toJS();
  const outline: Outline = { documentation: [], academy: [] };
  if (!isMapping(root)) {
    problems.push({ at: [], message: 'the file needs `documentation:` and `academy:` lists' });
  } else {
    for (const key of Object.keys(root)) {
      if (!Object.hasOwn(outline, key)) {
        problems.push({ at: [key], message: 'only `documentation:` and `academy:` are read' });
      }
    }
    for (const key of ['documentation', 'academy'] as const) {
      outline[key] = entries(root[key], [key], problems);
    }
  }
  if (problems.length) {
    const lineOf = (at: Place): number => {
      const node = document.getIn(at, true);
      return isNode(node) && node.range ? lineCounter.linePos(node.range[0]).line : 1;
    };
    throw new Error(
      problems
        .map(({ at, message }) => ({ line: lineOf(at), text: `${placeName(at)}${message}` }))
        .sort((a, b) => a.line - b.line)
        .map(({ line, text }) => `${file}:${line}: ${text}`)
        .join('\n'),
    );
  }
  return outline;
}

function entries(value: unknown, at: Place, problems: Problem[]): OutlineEntry[] {
  if (!Array.isArray(value)) {
    problems.push({ at, message: 'expected a list of entries (lines starting with `- `)' });
    return [];
  }
  return value.flatMap((item: unknown, index) => entry(item, [...at, index], problems));
}

function entry(value: unknown, at: Place, problems: Problem[]): OutlineEntry[] {
  const fail = (message: string, where = at): OutlineEntry[] => {
    problems.push({ at: where, message });
    return [];
  };
  if (typeof value === 'string') {
    const problem = docIdProblem(value);
    return problem ? fail(problem) : [value];
  }
  if (!isMapping(value)) return fail('an entry is a doc id or a mapping (`doc: ...` and so on)');
  const kinds = Object.keys(shapes).filter((key) => Object.hasOwn(value, key));
  const kind = kinds[0];
  if (!kind) {
    const typos = Object.keys(value).filter((key) => !knownKeys.has(key));
    const hint = typos.length ? ` (unknown: ${typos.join(', ')})` : '';
    return fail(`an entry needs doc, ref, href or category${hint}`);
  }
  if (kinds.length > 1) return fail(`an entry is one kind, not ${kinds.join(' and ')} at once`);
  const shape = shapes[kind] ?? {};
  const before = problems.length;
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(shape, key)) {
      const keys = Object.keys(shape).join(', ');
      fail(`not a key of a ${kind} entry, which takes ${keys}`, [...at, key]);
    }
  }
  for (const [key, field] of Object.entries(shape)) {
    const problem = fieldProblem(value[key], field);
    if (!problem) continue;
    if (Object.hasOwn(value, key)) fail(problem, [...at, key]);
    else fail(`${key} ${problem}`);
  }
  // A category's items are checked even when the category itself is wrong, so one run lists all.
  const items =
    kind === 'category' && Array.isArray(value.items)
      ? entries(value.items, [...at, 'items'], problems)
      : [];
  if (problems.length > before) return [];
  if (kind === 'generated') return generators[String(value.generated)]?.() ?? [];
  // Checked above: each key holds what OutlineEntry says it holds.
  if (kind === 'category') {
    return [{ ...(value as Extract<OutlineEntry, { category: string }>), items }];
  }
  return [value as OutlineEntry];
}

/** What is wrong with a field's value, or undefined. */
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

/** `documentation[3].items[2]: `, the way a writer finds the entry in the file. */
function placeName(at: Place): string {
  const name = at.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('');
  return name ? `${name.slice(1)}: ` : '';
}

const outline = parseOutline(fs.readFileSync(outlineFile, 'utf8'));

export const documentationOutline: OutlineEntry[] = outline.documentation;
export const academyOutline: OutlineEntry[] = outline.academy;
