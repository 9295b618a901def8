// The OpenAPI theme's components ship without declarations: these cover the parts src/theme uses.

declare module '@theme/SkeletonLoader' {
  import type { ReactNode } from 'react';

  export default function SkeletonLoader(props: { size?: 'sm' | 'md' | 'lg' }): ReactNode;
}

declare module '@theme/ApiItem/Layout' {
  import type { ReactNode } from 'react';

  export default function Layout(props: { children: ReactNode }): ReactNode;
}

declare module '@theme/SchemaExpansion' {
  import type { ReactNode } from 'react';

  export function SchemaExpansionProvider(props: { children: ReactNode }): ReactNode;
}

declare module '@theme/ApiItem/store' {
  import type { EnhancedStore, Middleware } from '@reduxjs/toolkit';

  export type ApiStore = EnhancedStore;
  export function createStoreWithState(state: object, middlewares: Middleware[]): ApiStore;
  export function createStoreWithoutState(state: object, middlewares: Middleware[]): ApiStore;
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
  import type { Middleware } from '@reduxjs/toolkit';

  export function createPersistenceMiddleware(options: unknown): Middleware;
}

declare module '@theme/ApiExplorer/storage-utils' {
  export function createStorage(persistence: unknown): Pick<Storage, 'getItem'>;
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
