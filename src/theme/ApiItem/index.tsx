import { useState, type ReactNode } from 'react';
import { DocProvider } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import DocItem from '@theme/DocItem';
import type { Props } from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import Layout from '@theme/ApiItem/Layout';
import { createStoreWithoutState, type ApiStore } from '@theme/ApiItem/store';
import { SchemaExpansionProvider } from '@theme/SchemaExpansion';
import { Provider } from 'react-redux';
import type { RequestSample } from '@site/src/api/requestSamples';
import HydrateOnInteraction from './HydrateOnInteraction';
import RequestPanel from './RequestPanel';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './contrast.css';
import './sampleTabs.css';

type Content = Props['content'] & { requestSamples?: RequestSample[] };

/**
 * The API reference's page component. An operation page (front matter `api`, its slug) has the
 * OpenAPI theme's layout with server-rendered samples (the page's `requestSamples` export), where
 * the theme's rendered them in the browser with the code generators in the first load. The Redux
 * store starts empty; the explorer's then serves the whole page. Index and tag pages are docs.
 * The OpenAPI stylesheet loads here, on API pages only, before our contrast fixes.
 */
export default function ApiItem(props: Props): ReactNode {
  const content = props.content as Content;
  const { frontMatter, metadata } = content;
  const operation = (frontMatter as { api?: unknown }).api;
  const [initialStore] = useState<ApiStore>(() => createStoreWithoutState({}, []));
  const [store, setStore] = useState<ApiStore>(initialStore);
  if (typeof operation !== 'string') return <DocItem {...props} />;
  const MDXComponent = content;
  return (
    <DocProvider content={content}>
      <HtmlClassNameProvider className={`docs-doc-id-${metadata.id}`}>
        <DocItemMetadata />
        <Layout>
          <Provider store={store}>
            <SchemaExpansionProvider>
              <div className="row theme-api-markdown">
                <HydrateOnInteraction
                  className="col col--7 openapi-left-panel__container"
                  active={store !== initialStore}
                >
                  <MDXComponent />
                </HydrateOnInteraction>
                <div className="col col--5 openapi-right-panel__container">
                  <RequestPanel
                    operation={operation}
                    samples={content.requestSamples ?? []}
                    onExplorerStore={setStore}
                  />
                </div>
              </div>
            </SchemaExpansionProvider>
          </Provider>
        </Layout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
