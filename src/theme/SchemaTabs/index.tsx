import type { ReactNode } from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';

type Props = { className?: string; lazy?: boolean; children?: ReactNode; [prop: string]: unknown };

/**
 * The tabs of a request body or a response ('Schema', then its examples) render only the selected
 * tab: the hidden examples were about a fifth of an operation page's elements. The theme's other
 * schema tabs (anyOf / oneOf) are lazy already.
 */
export default function SchemaTabsWrapper(props: Props): ReactNode {
  const examplesBeside = props.className === 'openapi-tabs__schema';
  return <SchemaTabs {...props} lazy={examplesBeside || props.lazy} />;
}
