import type { ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';

type Props = WrapperProps<typeof SearchPageType>;

/**
 * The theme's search page (edited by `src/vendorPatches/searchPage.ts`) with a `name="robots"` tag:
 * the theme's own says `property="robots"`, which search engines ignore.
 */
export default function SearchPageWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPage {...props} />
    </>
  );
}
