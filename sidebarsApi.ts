import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { apiRouteBase } from './src/config/apiReference';
import { apiRouteExists } from './src/config/docRoutes';
import { loadTags } from './src/api/openapiSpec';

/**
 * The sidebar of the API reference pages (their own docs instance): the
 * overview, then one category per tag, linking the tag's page, with its
 * operations in spec order. Method badges come from each page's
 * `sidebar_class_name`. Pages not generated yet are left out.
 */
const exists = (slug: string): boolean => apiRouteExists(`${apiRouteBase}/${slug}`);

const sidebars = {
  api: [
    { type: 'link', label: 'API overview', href: '/api-overview' },
    ...(exists('index') ? [{ type: 'doc' as const, id: 'index', label: 'All operations' }] : []),
    ...loadTags()
      .filter((tag) => exists(tag.slug))
      .map((tag) => ({
        type: 'category' as const,
        label: tag.name,
        link: { type: 'doc' as const, id: tag.slug },
        items: tag.operations
          .filter((operation) => exists(operation.slug))
          .map((operation) => operation.slug),
      })),
  ],
} satisfies SidebarsConfig;

export default sidebars;
