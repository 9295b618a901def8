/**
 * Reads one Markdown or MDX page the way Docusaurus does: the same
 * preprocessing (`{#custom-id}` escaped, `mdx-code-block` fences unwrapped),
 * the same remark syntax extensions (MDX, front matter, directives, GFM) and
 * Docusaurus's own heading plugin for the anchor ids. Collects what the
 * checker needs: anchors the page offers, and the links, images and modules it
 * points at, each with its line.
 */
import { escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';

export type Reference =
  | { kind: 'link'; url: string; line: number }
  | { kind: 'image'; url: string; line: number }
  /** `require('...')` or `import x from '...'` of a file (an image, a partial). */
  | { kind: 'module'; url: string; line: number };

export interface ParsedPage {
  /** Ids Docusaurus registers as anchors: h2-h6 headings, and `id`s of links, list items and headings written in JSX. */
  anchors: Set<string>;
  references: Reference[];
  /** Whether the body has an h1 (a title when the front matter has none). */
  hasH1: boolean;
  /** An MDX syntax error: the page would not compile. */
  syntaxError?: { line: number; message: string };
}

// Only the fields of the mdast, MDX and estree nodes read here.
interface Node {
  type: string;
  depth?: number;
  url?: string;
  name?: string | null;
  value?: unknown;
  position?: { start: { line: number } };
  children?: Node[];
  attributes?: JsxAttribute[];
  data?: { id?: string; estree?: Estree };
}
interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; data?: { estree?: Estree } };
  position?: { start: { line: number } };
}
interface Estree {
  type: string;
  [key: string]: unknown;
}

type Processor = {
  parse: (text: string) => Node;
  run: (tree: Node) => Promise<Node>;
};

let processorPromise: Promise<Processor> | undefined;

async function createProcessor(): Promise<Processor> {
  // ESM-only packages: Docusaurus's mdx-loader loads the same ones this way.
  const [unified, remarkParse, remarkMdx, remarkFrontmatter, remarkDirective, remarkGfm] =
    await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-mdx'),
      import('remark-frontmatter'),
      import('remark-directive'),
      import('remark-gfm'),
    ]);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const headings = require('@docusaurus/mdx-loader/lib/remark/headings').default;
  return unified
    .unified()
    .use(remarkParse.default)
    .use(remarkMdx.default)
    .use(remarkFrontmatter.default)
    .use(remarkDirective.default)
    .use(remarkGfm.default)
    .use(headings, { anchorsMaintainCase: false }) as unknown as Processor;
}

/** The site sets no `markdown.format`, so Docusaurus parses `.md` files as MDX too. */
export async function parsePage(content: string): Promise<ParsedPage> {
  processorPromise ??= createProcessor();
  const processor = await processorPromise;
  const text = escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(content));
  const page: ParsedPage = { anchors: new Set(), references: [], hasH1: false };
  let tree: Node;
  try {
    tree = await processor.run(processor.parse(text));
  } catch (error) {
    const failure = error as { line?: number; place?: { line?: number }; reason?: string };
    page.syntaxError = {
      line: failure.line ?? failure.place?.line ?? 1,
      message: failure.reason ?? (error as Error).message,
    };
    return page;
  }
  walk(tree, page);
  return page;
}

const anchorElements = new Set(['a', 'Link', 'li', 'Heading', 'h2', 'h3', 'h4', 'h5', 'h6']);
const linkAttributes: Record<string, string[]> = { a: ['href'], Link: ['to', 'href'] };

function walk(node: Node, page: ParsedPage): void {
  const line = node.position?.start.line ?? 1;
  switch (node.type) {
    case 'heading':
      // Docusaurus renders the h1 without an id and registers no anchor for it.
      if (node.depth === 1) page.hasH1 = true;
      else if (node.data?.id) page.anchors.add(node.data.id);
      break;
    case 'link':
    case 'definition':
      if (node.url) page.references.push({ kind: 'link', url: node.url, line });
      break;
    case 'image':
      if (node.url) page.references.push({ kind: 'image', url: node.url, line });
      break;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      jsxElement(node, page);
      break;
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      if (node.data?.estree) modules(node.data.estree, line, page);
      break;
    default:
      break;
  }
  for (const child of node.children ?? []) walk(child, page);
}

function jsxElement(node: Node, page: ParsedPage): void {
  const name = node.name ?? '';
  for (const attribute of node.attributes ?? []) {
    const line = attribute.position?.start.line ?? node.position?.start.line ?? 1;
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      const estree =
        typeof attribute.value === 'object' ? attribute.value?.data?.estree : undefined;
      if (estree) modules(estree, line, page);
      continue;
    }
    const value = attributeText(attribute);
    if (typeof attribute.value === 'object' && attribute.value?.data?.estree) {
      modules(attribute.value.data.estree, line, page);
    }
    if (value === undefined) continue;
    if (attribute.name === 'id' && anchorElements.has(name)) page.anchors.add(value);
    if (linkAttributes[name]?.includes(attribute.name)) {
      page.references.push({ kind: 'link', url: value, line });
    }
    if (name === 'img' && attribute.name === 'src') {
      page.references.push({ kind: 'image', url: value, line });
    }
  }
}

/** A string attribute, or an expression that is one string literal (`{'/x'}`, `` {`/x`} ``). */
function attributeText(attribute: JsxAttribute): string | undefined {
  const { value } = attribute;
  if (typeof value === 'string') return value;
  const program = value?.data?.estree;
  const body = program?.body as Estree[] | undefined;
  const expression = body?.[0]?.expression as Estree | undefined;
  if (expression?.type === 'Literal' && typeof expression.value === 'string') {
    return expression.value;
  }
  if (
    expression?.type === 'TemplateLiteral' &&
    (expression.expressions as unknown[]).length === 0
  ) {
    const [quasi] = expression.quasis as { value: { cooked: string } }[];
    return quasi?.value.cooked;
  }
  return undefined;
}

/** `require('x')` calls and `import ... from 'x'` declarations anywhere in an expression or ESM block. */
function modules(estree: Estree, line: number, page: ParsedPage): void {
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const current = node as Estree;
    const source = current.source as Estree | undefined;
    if (current.type === 'ImportDeclaration' && typeof source?.value === 'string') {
      page.references.push({ kind: 'module', url: source.value, line: lineOf(current, line) });
    }
    const callee = current.callee as Estree | undefined;
    const [argument] = (current.arguments as Estree[] | undefined) ?? [];
    if (
      current.type === 'CallExpression' &&
      callee?.type === 'Identifier' &&
      callee.name === 'require' &&
      argument?.type === 'Literal' &&
      typeof argument.value === 'string'
    ) {
      page.references.push({ kind: 'module', url: argument.value, line: lineOf(current, line) });
    }
    for (const [key, value] of Object.entries(current)) {
      if (key !== 'loc' && key !== 'range' && key !== 'position') visit(value);
    }
  };
  visit(estree);
}

function lineOf(node: Estree, fallback: number): number {
  const loc = node.loc as { start?: { line?: number } } | undefined;
  return loc?.start?.line ?? fallback;
}
