import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useBreadcrumbsStructuredData } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocBreadcrumbs/StructuredData';
import { scriptJson } from './scriptJson';

/**
 * The breadcrumbs as schema.org JSON-LD, like the theme's own component, but
 * with the JSON escaped for a script element (`scriptJson`): the theme writes
 * `JSON.stringify` as is, so content could end the script early.
 */
export default function DocBreadcrumbsStructuredData({ breadcrumbs }: Props): ReactNode {
  const structuredData = useBreadcrumbsStructuredData({ breadcrumbs });
  return (
    <Head>
      <script type="application/ld+json">{scriptJson(structuredData)}</script>
    </Head>
  );
}
