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
 * The page component of the API reference's docs instance. The index and tag
 * pages are ordinary docs and keep the stock layout with its table of
 * contents. An operation page (front matter `api`, its slug) has the OpenAPI
 * theme's layout: its description, parameters and schemas on the left, all
 * rendered on the server, and on the right its nine request samples, made
 * when the pages are generated (the page's `requestSamples` export), with the
 * button that loads the theme's request explorer (RequestPanel.tsx).
 *
 * The theme's own page component rendered the samples and the explorer in the
 * browser only, from the whole operation in the page's front matter, with the
 * code generators in the first load. The page's Redux store starts empty;
 * the explorer brings the store of the operation, which then serves the whole
 * page (the endpoint shows the server it picks). The OpenAPI stylesheet loads
 * here, with the API pages only, followed by our contrast fixes for it.
 *
 * The left column is in the HTML, and React takes it over only when the
 * reader reaches for it or the explorer opens (HydrateOnInteraction.tsx), so
 * its thousands of schema elements do not hold up the page after it paints.
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
