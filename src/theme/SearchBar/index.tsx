import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/**
 * The DocSearch bar ships as one bundle with its modal and search client
 * (about 57 KB gzip), so importing it eagerly would put that weight on every
 * page's critical path. This wrapper renders a look-alike button first and
 * loads the real search bar once the page is idle or as soon as the reader
 * reaches for search; a shortcut pressed before that is replayed.
 *
 * With Algolia configured the real bar is the theme's own; otherwise it is
 * the same overlay on the built-in index (see LocalSearchBar).
 */
const AlgoliaSearchBar = lazy(() => import('@theme-original/SearchBar'));
const LocalSearchBar = lazy(() => import('./LocalSearchBar'));

/** `src/config/search.ts` sets this app id when no Algolia variables are set. */
export const localAppId = 'local';

type Request = 'idle' | 'open';

function isShortcut(event: KeyboardEvent): boolean {
  if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') return true;
  const target = event.target as HTMLElement | null;
  const typing =
    target?.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target?.tagName ?? '');
  return event.key === '/' && !typing;
}

function openSearch(): void {
  // The real bar listens for the same shortcut on window.
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, metaKey: true }));
}

type PlaceholderProps = { onOpen?: () => void; onLoad?: () => void };

function Placeholder({ onOpen, onLoad }: PlaceholderProps): ReactNode {
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <button
      type="button"
      className={`DocSearch DocSearch-Button ${styles.placeholder}`}
      aria-label={label}
      onClick={onOpen}
      onFocus={onLoad}
      onMouseOver={onLoad}
      onTouchStart={onLoad}
    >
      <span className="DocSearch-Button-Container">
        <svg
          width="20"
          height="20"
          className="DocSearch-Search-Icon"
          viewBox="0 0 20 20"
          aria-hidden="true"
        >
          <path
            d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
    </button>
  );
}

export default function SearchBarWrapper(): ReactNode {
  const [request, setRequest] = useState<Request | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const load = (): void => setRequest((current) => current ?? 'idle');
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(load, 2000);
    return () => clearTimeout(handle);
  }, []);

  // Until the real bar listens, catch its shortcuts here and replay them once it does.
  useEffect(() => {
    if (ready) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setRequest('open');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ready]);

  if (!request) {
    return <Placeholder onOpen={() => setRequest('open')} onLoad={() => setRequest('idle')} />;
  }
  return (
    <Suspense fallback={<Placeholder />}>
      <Loaded onReady={setReady} replayOpen={request === 'open'} />
    </Suspense>
  );
}

type LoadedProps = { onReady: (ready: true) => void; replayOpen: boolean };

/** Mounts the real bar; its effects (the shortcut listener) have run when this one runs. */
function Loaded({ onReady, replayOpen }: LoadedProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { appId } = siteConfig.themeConfig.algolia as { appId: string };
  // Runs once: after mount nothing changes `replayOpen` (the shortcut catcher is gone).
  useEffect(() => {
    onReady(true);
    if (replayOpen) openSearch();
  }, [onReady, replayOpen]);
  return appId === localAppId ? <LocalSearchBar /> : <AlgoliaSearchBar />;
}
