import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';

type Props = { title: string; description: string; children: ReactNode };

// Kept out of search engines here, and out of the sitemap by config.
export default function TestFixture({ title, description, children }: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      {children}
    </Layout>
  );
}
