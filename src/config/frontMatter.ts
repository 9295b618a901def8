import path from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';
import { isNode, LineCounter, parseDocument, visit, type Document } from 'yaml';

/**
 * Front matter checks shared by the site (markdown.parseFrontMatter) and `npm run check:docs`.
 * Docusaurus's gray-matter caches every input before parsing it: malformed YAML throws on the
 * first parse (with no file name on one of its two paths), and later parses of the same text
 * return the cached, empty front matter, so on a second save in the dev server the error disappears
 * and the page title silently becomes the doc id. Checking the YAML ourselves whenever that parser
 * throws or comes back empty makes every parse fail the same way, with the file and line.
 */

/** The file's line where the YAML starts, after the opening `---`. */
const yamlStart = 2;

/** The front matter's YAML as gray-matter finds it: `---` on line 1, up to the next `---` line. */
export function frontMatterBlock(content: string): { yaml: string } | undefined {
  const match = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(content);
  return match ? { yaml: match[1] ?? '' } : undefined;
}

/** YAML syntax errors of the front matter, and a top level that is not a mapping, by 1-based line. */
export function frontMatterSyntaxProblems(content: string): { line: number; message: string }[] {
  const block = frontMatterBlock(content);
  if (!block) {
    // An opening line with no closing one: gray-matter reads the whole file as YAML.
    return /^---[ \t]*\r?\n/.test(content)
      ? [{ line: 1, message: 'front matter has no closing `---` line' }]
      : [];
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(block.yaml, { lineCounter, prettyErrors: false });
  const problems = document.errors.map((error) => ({
    line: yamlStart - 1 + (lineCounter.linePos(entryStart(document, error.pos[0])).line || 1),
    message: `front matter is not valid YAML: ${error.message.split('\n')[0]?.trim()}`,
  }));
  if (!problems.length) {
    const value: unknown = document.toJS();
    if (value != null && (typeof value !== 'object' || Array.isArray(value))) {
      problems.push({ line: yamlStart, message: 'front matter must be `key: value` lines' });
    }
  }
  return problems;
}

/**
 * Where the `key: value` entry that holds `offset` starts. YAML reports an unclosed quote where the
 * text ends, which can be lines after the key the writer has to fix.
 */
function entryStart(document: Document, offset: number): number {
  let start = offset;
  visit(document, {
    Pair(_key, pair) {
      const from = isNode(pair.key) ? pair.key.range?.[0] : undefined;
      const to = isNode(pair.value) ? pair.value.range?.[2] : undefined;
      if (from !== undefined && to !== undefined && from <= offset && offset <= to) start = from;
    },
  });
  return start;
}

/** The line of a top-level front matter key, or the line of the opening `---`. */
export function frontMatterKeyLine(content: string, key: string): number {
  const block = frontMatterBlock(content);
  if (!block) return 1;
  const lines = block.yaml.split(/\r?\n/);
  const index = lines.findIndex((line) => line.startsWith(`${key}:`));
  return index < 0 ? 1 : yamlStart + index;
}

/** `markdown.parseFrontMatter`: Docusaurus's own parser, failing with the file and line. */
export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const where = path.relative(process.cwd(), params.filePath);
  // The YAML check runs only when Docusaurus's parser fails or comes back empty: it is a third of
  // the front matter time of every dev reload.
  const failure = (reason: string, cause?: unknown): Error => {
    const [problem] = frontMatterSyntaxProblems(params.fileContent);
    return problem
      ? new Error(`${where}:${problem.line}: ${problem.message}`, { cause })
      : new Error(`${where}: front matter could not be parsed: ${reason}`, { cause });
  };
  let result: Awaited<ReturnType<ParseFrontMatter>>;
  try {
    result = await params.defaultParseFrontMatter(params);
  } catch (error) {
    throw failure((error as Error).message, error);
  }
  if (Object.keys(result.frontMatter).length === 0) {
    const block = frontMatterBlock(params.fileContent);
    // gray-matter's cached result for text that failed to parse before.
    if (block && /^[A-Za-z_]/m.test(block.yaml)) throw failure('it parsed as empty');
  }
  return result;
};
