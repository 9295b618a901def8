import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useBreadcrumbsStructuredData } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocBreadcrumbs/StructuredData';
import { scriptJson } from './scriptJson';

export default function DocBreadcrumbsStructuredData({ breadcrumbs }: Props): ReactNode {
  const structuredData = useBreadcrumbsStructuredData({ breadcrumbs });
  return (
    <Head>
      <script type="application/ld+json">{scriptJson(structuredData)}</script>
    </Head>
  );
}
