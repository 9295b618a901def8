import type { ReactNode } from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';

type Props = { className?: string; lazy?: boolean; children?: ReactNode; [prop: string]: unknown };

// The hidden examples beside a schema were about a fifth of an operation page's elements.
export default function SchemaTabsWrapper(props: Props): ReactNode {
  return <SchemaTabs {...props} lazy={props.className === 'openapi-tabs__schema' || props.lazy} />;
}
