import type { ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { localAppId } from '@site/src/theme/SearchBar';
import './styles.css';

type Props = WrapperProps<typeof SearchPageType>;

/**
 * The theme's search page, unchanged, except that with the built-in index it
 * does not credit Algolia: the class set here hides the 'Powered by Algolia'
 * column (see styles.css). Search engines are told not to index it with
 * `name="robots"`: the theme's own tag says `property="robots"`, which they ignore.
 */
export default function SearchPageWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { appId } = siteConfig.themeConfig.algolia as { appId: string };
  const noindex = (
    <Head>
      <meta name="robots" content="noindex, follow" />
    </Head>
  );
  if (appId !== localAppId) {
    return (
      <>
        {noindex}
        <SearchPage {...props} />
      </>
    );
  }
  return (
    <HtmlClassNameProvider className="search-page--local">
      {noindex}
      <SearchPage {...props} />
    </HtmlClassNameProvider>
  );
}
