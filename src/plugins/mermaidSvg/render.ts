import type { renderMermaidSVG } from 'beautiful-mermaid';
import { describe, type DiagramModel } from './syntax';

/**
 * Colours are CSS variables set by diagrams.css for each colour mode, so one
 * SVG serves both; the renderer's own <style> (a Google Fonts @import and
 * page-wide `svg`/`text` rules) is dropped for the same reason.
 */
const renderOptions = { bg: 'var(--bg)', fg: 'var(--fg)', transparent: true, font: 'system-ui' };

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string): string => text.replace(/[&<>"]/g, (char) => escapes[char]!);

interface DiagramInput {
  source: string;
  /** The writer's `title="…"` from the fence, if any. */
  title?: string;
  /** The text of the nearest heading above the diagram, or the page title. */
  heading?: string;
  /** Unique on the page: prefixes every id inside the SVG. */
  idPrefix: string;
}

/**
 * The diagram as an accessible inline SVG: `role="img"`, named by its
 * `<title>` and described by a `<desc>` that reads the diagram out in words.
 * beautiful-mermaid's `render` is passed in: the package is ESM-only (see index.ts).
 */
export function renderDiagram(
  render: typeof renderMermaidSVG,
  model: DiagramModel,
  { source, title, heading, idPrefix }: DiagramInput,
): string {
  const name = title?.trim() || `${model.name}: ${heading?.trim() || 'diagram'}`;
  const description = describe(model);
  const raw = render(source, renderOptions);
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
    .replace(/\bid="([^"]*)"/g, (_, id: string) => `id="${idPrefix}-${id}"`)
    .replace(/url\(#([^)]*)\)/g, (_, id: string) => `url(#${idPrefix}-${id})`)
    .replace(/href="#([^"]*)"/g, (_, id: string) => `href="#${idPrefix}-${id}"`);
  const tag =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" role="img"` +
    ` aria-labelledby="${titleId}" aria-describedby="${descId}"` +
    ` style="max-width:${Math.ceil(width)}px">`;
  return (
    `${tag}<title id="${titleId}">${escapeXml(name)}</title>` +
    `<desc id="${descId}">${escapeXml(description)}</desc>${body.trim()}`
  );
}
