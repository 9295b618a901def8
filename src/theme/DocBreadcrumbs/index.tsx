import type { ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';
import styles from './styles.module.css';

// Only doc pages render the breadcrumbs row.
export default function DocBreadcrumbsWrapper(
  props: WrapperProps<typeof DocBreadcrumbsType>,
): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <PageMarkdownActions />
    </div>
  );
}
