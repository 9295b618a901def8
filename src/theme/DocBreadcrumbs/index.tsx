import type { ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/** 'Copy page' and 'View as Markdown' end the breadcrumbs row, which only doc pages render. */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <PageMarkdownActions />
    </div>
  );
}
