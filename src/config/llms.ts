/**
 * The Markdown copies of the documentation for AI tools: `llms.txt` (a map of the site),
 * `llms-full.txt` (every page in one file) and `<route>.md` next to each doc page, written after
 * the build by src/plugins/llmsOutput. The 'Copy page' control of doc pages fetches the `.md`.
 */

export const llmsFiles = { index: 'llms.txt', full: 'llms-full.txt' } as const;

/** How hosts must serve the `.md` copies (scripts/serve.ts does; see the README for other hosts). */
export const markdownContentType = 'text/markdown; charset=utf-8';

/** The H1 of both files. */
export const llmsTitle = 'Unleash documentation';

/** The one-paragraph summary under the title (the llms.txt convention puts it in a blockquote). */
export const llmsSummary =
  'Unleash is an open-source feature management platform: feature flags, gradual rollouts, targeting with strategies, constraints and segments, variants for A/B tests, and release management, with SDKs for backend and frontend languages and a self-hostable server. This documentation covers getting started, concepts, tutorials and guides, the SDKs, Unleash Edge, deployment and operations, and the HTTP API reference.';

/**
 * The section names llms.txt gives each sidebar's pages that sit outside any category, by sidebar
 * id. Categories become sections of their own, named by their label after the `categoryPrefix`.
 */
export const llmsSidebarSections: Record<string, { name: string; categoryPrefix?: string }> = {
  documentation: { name: 'Documentation' },
  academy: { name: 'Unleash Academy' },
  api: { name: 'API reference', categoryPrefix: 'API reference: ' },
};

/** The section of doc pages that no sidebar lists. */
export const llmsOtherSection = 'Other pages';

/**
 * The path of the Markdown copy of a page: `/quickstart` → `/quickstart.md`,
 * `/reference/api/unleash` → `/reference/api/unleash.md`, `/` → `/index.md`.
 */
export function markdownPath(route: string): string {
  const clean = route.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `${clean || '/index'}.md`;
}

/** Where src/plugins/mermaidSvg keeps each diagram's source, next to the SVG drawn from it. */
export const mermaidSourceAttribute = 'data-mermaid-source';

/** Marks what only works in the browser (a progress tracker, a control panel): the copy omits it. */
export const markdownOmitProps = { 'data-llms': 'omit' } as const;
