import type { ReactNode } from 'react';
import ApiItem from '@theme-original/ApiItem';
import DocItem from '@theme/DocItem';
import type { Props } from '@theme/DocItem';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './contrast.css';
import './sampleTabs.css';

/**
 * The page component of the API reference's docs instance. Operation pages
 * (front matter `api` from the generator) get the OpenAPI layout; the index
 * and tag pages are ordinary docs and keep the stock layout with its table
 * of contents. The OpenAPI stylesheet loads here, with the API pages only,
 * followed by our contrast fixes for it.
 */
export default function ApiItemWrapper(props: Props): ReactNode {
  const frontMatter = props.content.frontMatter as Record<string, unknown>;
  if (typeof frontMatter.api === 'string' || frontMatter.schema === true)
    return <ApiItem {...props} />;
  return <DocItem {...props} />;
}
