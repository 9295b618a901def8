/**
 * Remark plugin: every ```mermaid block becomes an inline SVG at build time, so diagrams are in
 * the page's HTML, readable without JavaScript, and no Mermaid code reaches the browser.
 * ```mermaid title="…" names the diagram for screen readers (otherwise the nearest heading does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { renderMermaidSVG } from 'beautiful-mermaid';
import { mermaidSourceAttribute } from '../../config/llms';
import { renderDiagram } from './render';
import { readDiagram } from './syntax';

interface Node {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  children?: Node[];
  position?: { start: { line: number } };
  [key: string]: unknown;
}

interface File {
  path?: string;
  data: { frontMatter?: Record<string, unknown> };
}

/** `title="…"` (or single quotes) from a fence's meta string. */
export function fenceTitle(meta: string | null | undefined): string | undefined {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

function textOf(node: Node): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

/** Heading text without an explicit `{#id}`. */
function headingText(node: Node): string {
  return textOf(node)
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .trim();
}

let renderer: typeof renderMermaidSVG | undefined;

/**
 * beautiful-mermaid is ESM-only and exports an `import` entry alone, and
 * Docusaurus loads this module through jiti, whose `import()` and `require()`
 * fail on both counts. Node's own require (Node 20.19+ loads ES modules) of
 * the package's file, found in the folders `require` searches, does neither.
 */
function loadRenderer(): typeof renderMermaidSVG {
  const load = createRequire(__filename);
  const file = load.resolve
    .paths('beautiful-mermaid')
    ?.map((dir) => path.join(dir, 'beautiful-mermaid', 'dist', 'index.js'))
    .find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error('beautiful-mermaid is not installed: run npm install');
  return (load(file) as { renderMermaidSVG: typeof renderMermaidSVG }).renderMermaidSVG;
}

/** An MDX element: `<div className=… data-mermaid-source=… dangerouslySetInnerHTML={{__html: svg}} />`. */
function diagramElement(source: string, svg: string): Node {
  const property = {
    type: 'Property',
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
    key: { type: 'Identifier', name: '__html' },
    value: { type: 'Literal', value: svg },
  };
  const expression = { type: 'ObjectExpression', properties: [property] };
  const html = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression }],
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      // Styled by diagrams.css.
      { type: 'mdxJsxAttribute', name: 'className', value: 'site-diagram' },
      // The Markdown copy of the page reads the source back (src/plugins/llmsOutput).
      { type: 'mdxJsxAttribute', name: mermaidSourceAttribute, value: source },
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: html } },
      },
    ],
    children: [],
  };
}

export default function mermaidSvg() {
  return (root: Node, file: File): void => {
    const where = file.path ?? '<unknown file>';
    const pageTitle = file.data.frontMatter?.title;
    let heading = typeof pageTitle === 'string' ? pageTitle : undefined;
    let count = 0;
    const errors: string[] = [];
    const walk = (node: Node): void => {
      node.children?.forEach((child, index) => {
        if (child.type === 'heading') heading = headingText(child) || heading;
        if (child.type !== 'code' || child.lang !== 'mermaid') return walk(child);
        const render = (renderer ??= loadRenderer());
        const source = child.value ?? '';
        const fenceLine = child.position?.start.line ?? 0;
        const { model, problems } = readDiagram(source);
        for (const problem of problems) {
          errors.push(`${where}:${fenceLine + problem.line}: Mermaid: ${problem.message}`);
        }
        if (!model || problems.length) return;
        try {
          const svg = renderDiagram(render, model, {
            source,
            title: fenceTitle(child.meta),
            heading,
            idPrefix: `diagram-${++count}`,
          });
          node.children![index] = diagramElement(source, svg);
        } catch (error) {
          errors.push(`${where}:${fenceLine}: Mermaid: ${(error as Error).message}`);
        }
      });
    };
    walk(root);
    if (errors.length) throw new Error(errors.join('\n'));
  };
}
