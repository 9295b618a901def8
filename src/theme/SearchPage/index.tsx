import type { ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';

// The theme's own tag says `property="robots"`, which search engines ignore.
export default function SearchPageWrapper(props: WrapperProps<typeof SearchPageType>): ReactNode {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPage {...props} />
    </>
  );
}
