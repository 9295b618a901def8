// Reads a page the way Docusaurus does: the same preprocessing, remark extensions and heading plugin.
import headings from '@docusaurus/mdx-loader/lib/remark/headings';
import { escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import type { Program } from 'estree';
import { visit as visitEstree } from 'estree-util-visit';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

/** A `module` is a `require('...')` or `import x from '...'` of a file (an image, a partial). */
export type Reference = { kind: 'link' | 'image' | 'module'; url: string; line: number };

export interface ParsedPage {
  /** h2-h6 headings, and `id`s of links, list items and headings written in JSX. */
  anchors: string[];
  references: Reference[];
  hasH1: boolean;
  syntaxError?: { line: number; message: string };
}

async function createProcessor() {
  // ESM-only packages, imported natively as the mdx-loader does: required
  // through tsx they are transpiled, and micromark runs about 15% slower.
  const [{ unified }, ...plugins] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
    import('remark-frontmatter'),
    import('remark-directive'),
    import('remark-gfm'),
  ]);
  return unified()
    .use(plugins.map((plugin) => plugin.default))
    .use(headings, { anchorsMaintainCase: false });
}

let processorPromise: ReturnType<typeof createProcessor> | undefined;

/** The site sets no `markdown.format`, so Docusaurus parses `.md` files as MDX too. */
export async function parsePage(content: string): Promise<ParsedPage> {
  processorPromise ??= createProcessor();
  const processor = await processorPromise;
  const text = escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(content));
  const page: ParsedPage = { anchors: [], references: [], hasH1: false };
  try {
    walk(await processor.run(processor.parse(text) as Root), page);
  } catch (error) {
    const failure = error as { line?: number; place?: { line?: number }; reason?: string };
    page.syntaxError = {
      line: failure.line ?? failure.place?.line ?? 1,
      message: failure.reason ?? (error as Error).message,
    };
  }
  return page;
}

function walk(node: Nodes, page: ParsedPage): void {
  const line = node.position?.start.line ?? 1;
  switch (node.type) {
    case 'heading': {
      // Docusaurus renders the h1 without an id and registers no anchor for it.
      const id = (node.data as { id?: string } | undefined)?.id;
      if (node.depth === 1) page.hasH1 = true;
      else if (id) page.anchors.push(id);
      break;
    }
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
  }
  if ('children' in node) for (const child of node.children) walk(child, page);
}

const anchorElements = new Set(['a', 'Link', 'li', 'Heading', 'h2', 'h3', 'h4', 'h5', 'h6']);
const linkAttributes: Record<string, string[]> = { a: ['href'], Link: ['to', 'href'] };

function jsxElement(node: MdxJsxFlowElement | MdxJsxTextElement, page: ParsedPage): void {
  const name = node.name ?? '';
  for (const attribute of node.attributes) {
    // Spread attributes (`{...props}`) are not read.
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const line = attribute.position?.start.line ?? node.position?.start.line ?? 1;
    const { value } = attribute;
    const estree = typeof value === 'object' ? value?.data?.estree : undefined;
    if (estree) modules(estree, line, page);
    const text = typeof value === 'string' ? value : stringLiteral(estree);
    if (text === undefined) continue;
    if (attribute.name === 'id' && anchorElements.has(name)) page.anchors.push(text);
    if (linkAttributes[name]?.includes(attribute.name)) {
      page.references.push({ kind: 'link', url: text, line });
    }
    if (name === 'img' && attribute.name === 'src') {
      page.references.push({ kind: 'image', url: text, line });
    }
  }
}

/** `{'/x'}`, `` {`/x`} `` */
function stringLiteral(program: Program | null | undefined): string | undefined {
  const statement = program?.body[0];
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (expression?.type === 'Literal' && typeof expression.value === 'string') {
    return expression.value;
  }
  if (expression?.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return expression.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/** `require('x')` calls and `import ... from 'x'` declarations. */
function modules(program: Program, line: number, page: ParsedPage): void {
  visitEstree(program, (node) => {
    const [argument] = node.type === 'CallExpression' ? node.arguments : [];
    const url =
      node.type === 'ImportDeclaration'
        ? node.source.value
        : node.type === 'CallExpression' &&
            node.callee.type === 'Identifier' &&
            node.callee.name === 'require' &&
            argument?.type === 'Literal'
          ? argument.value
          : undefined;
    if (typeof url === 'string') {
      page.references.push({ kind: 'module', url, line: node.loc?.start.line ?? line });
    }
  });
}

export async function parseAll(contents: string[]): Promise<ParsedPage[]> {
  const pages: ParsedPage[] = [];
  for (const content of contents) pages.push(await parsePage(content));
  return pages;
}
