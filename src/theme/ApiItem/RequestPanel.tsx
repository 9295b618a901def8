import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useStorageSlot } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CodeBlock from '@theme/CodeBlock';
import SkeletonLoader from '@theme/SkeletonLoader';
import type { ApiStore } from '@theme/ApiItem/store';
import type { RequestSample } from '@site/src/api/requestSamples';
import type { LoadedExplorer } from './Explorer';

/**
 * An operation page's right-hand panel: the request samples from the HTML (no code generator in the
 * browser) and a button that loads the theme's request explorer in their place (Explorer.tsx).
 */

/** The theme's explorer remembers the reader's language here; the static tabs share it. */
const languageSlot = 'docusaurus.tab.code-samples';

function SampleTabs({ samples }: { samples: RequestSample[] }): ReactNode {
  const id = useId();
  const [stored, slot] = useStorageSlot(languageSlot);
  // The reader's choice on this page; the stored one is only the default, so
  // the tabs still switch when the browser blocks storage.
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

interface Props {
  /** The operation's slug, which names its JSON for the explorer. */
  operation: string;
  samples: RequestSample[];
  /** Receives the explorer's Redux store, which then serves the whole page. */
  onExplorerStore: (store: ApiStore) => void;
}

export default function RequestPanel({ operation, samples, onExplorerStore }: Props): ReactNode {
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
  let body: ReactNode = <SampleTabs samples={samples} />;
  if (open) {
    body = explorer ? (
      <explorer.Explorer item={explorer.api} infoPath={infoPath} />
    ) : (
      <SkeletonLoader size="lg" />
    );
  }
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
        {body}
      </div>
    </>
  );
}
