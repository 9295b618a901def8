// Every ```mermaid block becomes an inline SVG at build time: no Mermaid code reaches the browser.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { renderMermaidSVG } from 'beautiful-mermaid';
import { mermaidSourceAttribute } from '../../config/llms';
import { describe, readDiagram, type DiagramModel } from './syntax';

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

/** ```mermaid title="…" names the diagram for screen readers (else the nearest heading does). */
export function fenceTitle(meta: string | null | undefined): string | undefined {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

function textOf(node: Node): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

function headingText(node: Node): string {
  return textOf(node)
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .trim();
}

let renderer: typeof renderMermaidSVG | undefined;

/**
 * beautiful-mermaid is ESM-only with an `import` entry alone, and jiti (which loads this module)
 * fails on both counts; Node's own require (20.19+ loads ES modules) of the file does not.
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

/**
 * Colours are CSS variables set by diagrams.css for each colour mode, so one
 * SVG serves both; the renderer's own <style> (a Google Fonts @import and
 * page-wide `svg`/`text` rules) is dropped for the same reason.
 */
const renderOptions = { bg: 'var(--bg)', fg: 'var(--fg)', transparent: true, font: 'system-ui' };

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string): string => text.replace(/[&<>"]/g, (char) => escapes[char]!);

/** `role="img"`, named by its `<title>`, described by a `<desc>` that reads the diagram out. */
function renderDiagram(raw: string, model: DiagramModel, name: string, idPrefix: string): string {
  const open = /^\s*<svg\b[^>]*>/.exec(raw);
  if (!open) throw new Error('beautiful-mermaid returned no <svg> element');
  const viewBox = /viewBox="([^"]*)"/.exec(open[0])?.[1] ?? '0 0 100 100';
  const width = Number(viewBox.split(/\s+/)[2]) || 100;
  const titleId = `${idPrefix}-title`;
  const descId = `${idPrefix}-desc`;
  const body = raw
    .slice(open[0].length)
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    // Box ids are the writer's (`A`, `api`): prefixed so they cannot clash
    // with heading anchors or the next diagram's arrowheads.
    .replace(/\bid="|url\(#|href="#/g, `$&${idPrefix}-`);
  const tag =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" role="img"` +
    ` aria-labelledby="${titleId}" aria-describedby="${descId}"` +
    ` style="max-width:${Math.ceil(width)}px">`;
  return (
    `${tag}<title id="${titleId}">${escapeXml(name)}</title>` +
    `<desc id="${descId}">${escapeXml(describe(model))}</desc>${body.trim()}`
  );
}

/** `<div className=… data-mermaid-source=… dangerouslySetInnerHTML={{__html: svg}} />` */
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
          const name =
            fenceTitle(child.meta)?.trim() || `${model.name}: ${heading?.trim() || 'diagram'}`;
          const svg = renderDiagram(
            render(source, renderOptions),
            model,
            name,
            `diagram-${++count}`,
          );
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
