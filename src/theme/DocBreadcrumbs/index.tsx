import type { ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * Doc pages (the API reference's too) show 'Copy page' and 'View as Markdown'
 * at the end of the breadcrumbs row. Only doc pages render breadcrumbs, so
 * the home, search and not-found pages get neither.
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <PageMarkdownActions />
    </div>
  );
}
