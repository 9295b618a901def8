import path from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';
import { isNode, LineCounter, parseDocument, visit, type Document } from 'yaml';

// gray-matter caches its input: bad YAML throws once, then parses empty (on the next dev save the
// title silently becomes the doc id), so we check the YAML whenever it throws or comes back empty.

// The file's line where the YAML starts, after the opening `---`.
const yamlStart = 2;

// As gray-matter finds it: `---` on line 1, up to the next `---` line.
export function frontMatterBlock(content: string): { yaml: string } | undefined {
  const match = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(content);
  return match ? { yaml: match[1] ?? '' } : undefined;
}

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
  if (problems.length) return problems;
  const value: unknown = document.toJS();
  if (value == null || (typeof value === 'object' && !Array.isArray(value))) return [];
  return [{ line: yamlStart, message: 'front matter must be `key: value` lines' }];
}

// YAML reports an unclosed quote where the text ends, which can be lines after the key to fix.
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

export function frontMatterKeyLine(content: string, key: string): number {
  const lines = frontMatterBlock(content)?.yaml.split(/\r?\n/) ?? [];
  const index = lines.findIndex((line) => line.startsWith(`${key}:`));
  return index < 0 ? 1 : yamlStart + index;
}

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const where = path.relative(process.cwd(), params.filePath);
  // Only on failure: the YAML check is a third of the front matter time of every dev reload.
  const failure = (reason: string, cause?: unknown): Error => {
    const [problem] = frontMatterSyntaxProblems(params.fileContent);
    return problem
      ? new Error(`${where}:${problem.line}: ${problem.message}`, { cause })
      : new Error(`${where}: front matter could not be parsed: ${reason}`, { cause });
  };
  const result = await params.defaultParseFrontMatter(params).catch((error: Error) => {
    throw failure(error.message, error);
  });
  if (Object.keys(result.frontMatter).length === 0) {
    const block = frontMatterBlock(params.fileContent);
    // gray-matter's cached result for text that failed to parse before.
    if (block && /^[A-Za-z_]/m.test(block.yaml)) throw failure('it parsed as empty');
  }
  return result;
};
