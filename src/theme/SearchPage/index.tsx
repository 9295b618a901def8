import type { ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';

type Props = WrapperProps<typeof SearchPageType>;

/**
 * The theme's search page (with the edits of
 * `src/vendorPatches/searchPage.ts`, which also leave out the
 * 'Powered by Algolia' credit with the built-in index). Search engines are
 * told not to index it with `name="robots"`: the theme's own tag says
 * `property="robots"`, which they ignore.
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
