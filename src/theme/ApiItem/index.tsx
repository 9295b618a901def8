import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { DocProvider, useDoc } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider, useStorageSlot } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import DocItem from '@theme/DocItem';
import type { Props } from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import Layout from '@theme/ApiItem/Layout';
import { createStoreWithoutState, type ApiStore } from '@theme/ApiItem/store';
import { SchemaExpansionProvider } from '@theme/SchemaExpansion';
import SkeletonLoader from '@theme/SkeletonLoader';
import { Provider } from 'react-redux';
import type { RequestSample } from '@site/src/api/requestSamples';
import type { LoadedExplorer } from './Explorer';
import HydrateOnInteraction from './HydrateOnInteraction';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './contrast.css';
import './sampleTabs.css';

function SampleTabs({ samples }: { samples: RequestSample[] }): ReactNode {
  const id = useId();
  // The theme's explorer remembers the reader's language here.
  const [stored, slot] = useStorageSlot('docusaurus.tab.code-samples');
  // The stored choice is only the default: the tabs still switch when the browser blocks storage.
  const [chosen, setChosen] = useState<string | null>(null);
  const language = chosen ?? stored;
  const selected = samples.findIndex((sample) => sample.language === language);
  const current = selected < 0 ? 0 : selected;
  const select = (index: number, focus: boolean): void => {
    const sample = samples[index];
    if (!sample) return;
    setChosen(sample.language);
    slot.set(sample.language);
    if (focus) document.getElementById(`${id}-tab-${index}`)?.focus();
  };
  // The arrow keys move between the tabs, as with the theme's tabs (Enter and Space click them).
  const onKeyDown = (event: KeyboardEvent): void => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    select((current + step + samples.length) % samples.length, true);
  };
  return (
    <div className="tabs-container openapi-tabs__code-container">
      <ul
        role="tablist"
        aria-orientation="horizontal"
        className="tabs openapi-tabs__code-list-container"
      >
        {samples.map((sample, index) => (
          <li
            key={sample.language}
            id={`${id}-tab-${index}`}
            role="tab"
            aria-selected={index === current}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === current ? 0 : -1}
            className={clsx(
              'tabs__item openapi-tabs__code-item',
              `openapi-tabs__code-item--${sample.language}`,
              index === current && 'active',
            )}
            onClick={() => select(index, false)}
            onKeyDown={onKeyDown}
          >
            <span>{sample.language}</span>
          </li>
        ))}
      </ul>
      <div className="margin-top--md openapi-tabs__code-content">
        {samples.map((sample, index) => (
          <div
            key={sample.language}
            id={`${id}-panel-${index}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${index}`}
            hidden={index !== current}
          >
            <CodeBlock
              language={sample.highlight}
              className="openapi-explorer__code-block"
              showLineNumbers
            >
              {sample.code}
            </CodeBlock>
          </div>
        ))}
      </div>
    </div>
  );
}

interface RequestPanelProps {
  operation: string;
  samples: RequestSample[];
  onExplorerStore: (store: ApiStore) => void;
}

// The request samples come with the HTML (no code generator in the browser); the theme's request
// explorer (Explorer.tsx) loads on demand and takes their place.
function RequestPanel({ operation, samples, onExplorerStore }: RequestPanelProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const infoPath = (useDoc().frontMatter as { info_path?: string }).info_path;
  const [open, setOpen] = useState(false);
  const [explorer, setExplorer] = useState<LoadedExplorer>();
  const [failed, setFailed] = useState(false);
  const regionId = useId();
  const toggle = (): void => {
    setOpen(!open);
    if (open || explorer) return;
    setFailed(false);
    import('./Explorer')
      .then(({ loadExplorer }) => loadExplorer(operation, siteConfig.themeConfig.api))
      .then((loaded) => {
        onExplorerStore(loaded.store);
        setExplorer(loaded);
      })
      .catch((error: unknown) => {
        console.error('The request explorer could not load', error);
        setFailed(true);
        setOpen(false);
      });
  };
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--block margin-bottom--md"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={toggle}
      >
        {open ? 'Close the request explorer' : 'Try it: open the request explorer'}
      </button>
      {failed && (
        <p role="alert">
          The request explorer could not load. Check your connection and try again.
        </p>
      )}
      <div id={regionId} aria-busy={open && !explorer}>
        {!open ? (
          <SampleTabs samples={samples} />
        ) : explorer ? (
          <explorer.Explorer item={explorer.api} infoPath={infoPath} />
        ) : (
          <SkeletonLoader size="lg" />
        )}
      </div>
    </>
  );
}

// An operation page (front matter `api`, its slug) has the OpenAPI theme's layout, its samples from
// the page's `requestSamples` export; index and tag pages are docs. The Redux store starts empty;
// the explorer's then serves the whole page.
export default function ApiItem(props: Props): ReactNode {
  const content = props.content as Props['content'] & { requestSamples?: RequestSample[] };
  const { frontMatter, metadata } = content;
  const operation = (frontMatter as { api?: unknown }).api;
  const [initialStore] = useState(() => createStoreWithoutState({}, []));
  const [store, setStore] = useState(initialStore);
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
