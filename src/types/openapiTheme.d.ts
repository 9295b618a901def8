// The OpenAPI theme declares its components under lib/theme, not under the @theme aliases src/theme
// imports; loose ones stand in where its own types do not fit the callers.

declare module '@theme/SkeletonLoader' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/SkeletonLoader';
}

declare module '@theme/ApiItem/Layout' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/Layout';
}

declare module '@theme/SchemaExpansion' {
  export { SchemaExpansionProvider } from 'docusaurus-theme-openapi-docs/lib/theme/SchemaExpansion';
}

declare module '@theme/ApiItem/store' {
  import type { createStoreWithState } from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/store';
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/store';
  export type ApiStore = ReturnType<typeof createStoreWithState>;
}

declare module '@theme/ApiExplorer' {
  import type { ReactNode } from 'react';
  export default function ApiExplorer(props: { item: unknown; infoPath?: string }): ReactNode;
}

declare module '@theme/ApiExplorer/Authorization/slice' {
  export function createAuth(input: {
    security: unknown;
    securitySchemes: unknown;
    options: unknown;
  }): object;
}

declare module '@theme/ApiExplorer/persistenceMiddleware' {
  export { createPersistenceMiddleware } from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/persistenceMiddleware';
}

declare module '@theme/ApiExplorer/storage-utils' {
  export { createStorage } from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/storage-utils';
}

declare module 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

declare module '@theme-original/SchemaTabs' {
  import type { ReactNode } from 'react';
  export default function SchemaTabs(props: {
    className?: string;
    lazy?: boolean;
    children?: ReactNode;
  }): ReactNode;
}
