import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDocSearchKeyboardEvents, type DocSearchModal } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import type { ThemeConfigAlgolia } from '@docusaurus/theme-search-algolia';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import { RetryError } from '@site/src/search/retryError';
import type { LocalSearchClient } from '@site/src/search/localClient';
import { missingResultsUrl } from '@site/src/search/missingResults';
import { searchModalTexts } from '@site/src/config/searchTexts';
import SearchButton from './SearchButton';
import styles from './styles.module.css';

let modal: typeof DocSearchModal | null = null;

/** A failed load of the engine is the RetryError DocSearch shows its error screen for. */
function lazyClient(baseUrl: string) {
  const load = () => import('@site/src/search/localClient');
  type Answer = ReturnType<LocalSearchClient['search']>;
  let newest: Answer | null = null;
  // DocSearch applies answers as they arrive, and the engine could answer 'seg' after 'segment'
  // typed fast: an answer a newer request superseded is replaced by the newest one's.
  const settle = (answer: Answer): Answer =>
    answer.then(
      (result) => (newest === answer || !newest ? result : settle(newest)),
      (error: unknown) => (newest === answer || !newest ? Promise.reject(error) : settle(newest)),
    );
  return {
    warmUp(): void {
      load().then(
        ({ localSearchClient }) => localSearchClient(baseUrl).warmUp(),
        () => undefined,
      );
    },
    appId: 'local',
    apiKey: 'local',
    addAlgoliaAgent: (): void => undefined,
    clearCache: (): Promise<void> => Promise.resolve(),
    search(argument: Parameters<LocalSearchClient['search']>[0]): Answer {
      const answer = load().then(
        ({ localSearchClient }) => localSearchClient(baseUrl).search(argument),
        (error: unknown) => {
          throw new RetryError(error);
        },
      );
      newest = answer;
      return settle(answer);
    },
  };
}

const modalTranslations = {
  ...translations.modal,
  startScreen: { ...translations.modal?.startScreen, ...searchModalTexts.startScreen },
  errorScreen: { ...translations.modal?.errorScreen, ...searchModalTexts.errorScreen },
  noResultsScreen: { ...translations.modal?.noResultsScreen, ...searchModalTexts.noResultsScreen },
};

// Fetched when the bar mounts, so a reader gone offline since still gets the 'Unable to fetch
// results' screen. A failed stylesheet was an uncaught ChunkLoadError, and Ctrl+K did nothing.
let style: Promise<unknown> | null = null;
function loadModal() {
  if (modal) return Promise.resolve(modal);
  style ??= import('@docsearch/react/style').catch(() => {
    style = null;
  });
  return Promise.all([import('@docsearch/react'), style]).then(
    ([docsearch]) => (modal = docsearch.DocSearchModal),
  );
}

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

function prefetchModal(): void {
  loadModal().catch(() => undefined);
}

// A listbox option must not hold a link (ARIA; axe: nested-interactive): an `<a>` without `href`
// (DocSearch's styles) whose click opens the page as a link would.
function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  const history = useHistory();
  return (
    // eslint-disable-next-line jsx-a11y/anchor-is-valid, jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the option around it takes the keyboard (see above)
    <a
      className={styles.hit}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey) openInNewTab(hit.url);
        else history.push(hit.url);
      }}
      onAuxClick={(event) => {
        if (event.button === 1) openInNewTab(hit.url);
      }}
    >
      {children}
    </a>
  );
}

/** The theme's SearchBar without what only applies to Algolia (preconnect, agent header, Ask AI). */
export default function LocalSearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const config = siteConfig.themeConfig.algolia as ThemeConfigAlgolia & {
    maxResultsPerGroup?: number;
  };
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const createSearchLink = useSearchLinkCreator();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [opening, setOpening] = useState(false);

  useEffect(prefetchModal, []);

  const client = useMemo(() => lazyClient(siteConfig.baseUrl), [siteConfig.baseUrl]);
  const searchParameters = useMemo(
    () => ({ facetFilters: config.contextualSearch ? contextualFilters : [] }),
    [config.contextualSearch, contextualFilters],
  );
  const navigator = useMemo(
    () => ({
      navigate: ({ itemUrl }: { itemUrl: string }) => history.push(itemUrl),
      navigateNewTab: ({ itemUrl }: { itemUrl: string }) => openInNewTab(itemUrl),
      navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => openInNewTab(itemUrl),
    }),
    [history],
  );

  const open = useCallback(() => {
    // The overlay goes first in the body, so it comes first in the tab order.
    setContainer((current) => {
      if (current) return current;
      const element = document.createElement('div');
      element.className = styles.localModal ?? '';
      document.body.insertBefore(element, document.body.firstChild);
      return element;
    });
    client.warmUp();
    setOpening(true);
    // One render for both states: a render after the overlay opens gives DocSearch new callbacks,
    // and it rebuilds its autocomplete (starring a recent search then did nothing).
    loadModal().then(
      () => {
        setOpening(false);
        setIsOpen(true);
      },
      () => setOpening(false),
    );
  }, [client]);

  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: close,
    onInput,
    searchButtonRef: buttonRef,
  });

  const footer = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
      <Link to={createSearchLink(state.query)} onClick={close}>
        <Translate
          id="theme.SearchBar.seeAll"
          values={{ count: Number(state.context.nbHits ?? 0) }}
        >
          {'See all {count} results'}
        </Translate>
      </Link>
    ),
    [close, createSearchLink],
  );

  const Modal = modal;
  return (
    <>
      <SearchButton
        ref={buttonRef}
        shortcut
        className={opening ? styles.busy : undefined}
        aria-busy={opening || undefined}
        onTouchStart={prefetchModal}
        onFocus={prefetchModal}
        onMouseOver={prefetchModal}
        onClick={open}
      />
      {isOpen &&
        Modal &&
        container &&
        createPortal(
          <Modal
            appId="local"
            apiKey="local"
            indexName={config.indexName}
            placeholder={config.placeholder}
            maxResultsPerGroup={config.maxResultsPerGroup}
            searchParameters={searchParameters}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            onClose={close}
            navigator={navigator}
            transformItems={(items) =>
              items.map((item) => ({ ...item, url: processUrl(item.url) }))
            }
            transformSearchClient={() => client as never}
            hitComponent={Hit}
            resultsFooterComponent={config.searchPagePath === false ? undefined : footer}
            getMissingResultsUrl={({ query }) => missingResultsUrl(query)}
            translations={modalTranslations}
          />,
          container,
        )}
    </>
  );
}
