// The OpenAPI theme ships JavaScript without declarations for the theme
// components we wrap; these describe the parts this site uses.

declare module '@theme-original/ApiItem' {
  import type { ReactNode } from 'react';
  import type { Props } from '@theme/DocItem';

  export default function ApiItem(props: Props): ReactNode;
}

declare module '@theme/SkeletonLoader' {
  import type { ReactNode } from 'react';

  export default function SkeletonLoader(props: { size?: 'sm' | 'md' | 'lg' }): ReactNode;
}

declare module '@theme-original/ApiExplorer' {
  import type { ReactNode } from 'react';

  export interface Props {
    item: unknown;
    infoPath?: string;
  }
  export default function ApiExplorer(props: Props): ReactNode;
}

declare module 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
