export const llmsFiles = { index: 'llms.txt', full: 'llms-full.txt' } as const;
export const markdownContentType = 'text/markdown; charset=utf-8';
export const llmsTitle = 'Unleash documentation';
export const llmsSummary =
  'Unleash is an open-source feature management platform: feature flags, gradual rollouts, targeting with strategies, constraints and segments, variants for A/B tests, and release management, with SDKs for backend and frontend languages and a self-hostable server. This documentation covers getting started, concepts, tutorials and guides, the SDKs, Unleash Edge, deployment and operations, and the HTTP API reference.';

export const llmsSidebarSections: Record<string, { name: string; categoryPrefix?: string }> = {
  documentation: { name: 'Documentation' },
  academy: { name: 'Unleash Academy' },
  api: { name: 'API reference', categoryPrefix: 'API reference: ' },
};
export const llmsOtherSection = 'Other pages';

export function markdownPath(route: string): string {
  const clean = route.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `${clean || '/index'}.md`;
}

export const mermaidSourceAttribute = 'data-mermaid-source';
export const markdownOmitProps = { 'data-llms': 'omit' } as const;
