import type { ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type { WrapperProps } from '@docusaurus/types';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { localAppId } from '@site/src/theme/SearchBar';
import './styles.css';

type Props = WrapperProps<typeof SearchPageType>;

/**
 * The theme's search page, unchanged, except that with the built-in index it
 * does not credit Algolia: the class set here hides the 'Powered by Algolia'
 * column (see styles.css).
 */
export default function SearchPageWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { appId } = siteConfig.themeConfig.algolia as { appId: string };
  if (appId !== localAppId) return <SearchPage {...props} />;
  return (
    <HtmlClassNameProvider className="search-page--local">
      <SearchPage {...props} />
    </HtmlClassNameProvider>
  );
}
