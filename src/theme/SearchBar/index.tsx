import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import siteConfig from '@generated/docusaurus.config';
import SearchButton from './SearchButton';
import styles from './styles.module.css';

// src/config/search.ts sets the app id 'local' when no Algolia variables are set.
const loadBar =
  (siteConfig.themeConfig.algolia as { appId: string }).appId === 'local'
    ? () => import('./LocalSearchBar')
    : () => import('@theme-original/SearchBar');
// DocSearch's bar ships as one bundle with its modal (about 57 KB gzip): a look-alike stands in
// until the page is idle or the reader reaches for search; a shortcut pressed meanwhile replays.
const SearchBar = lazy(loadBar);

function isShortcut(event: KeyboardEvent): boolean {
  if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') return true;
  const target = event.target as HTMLElement | null;
  const typing =
    target?.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target?.tagName ?? '');
  return event.key === '/' && !typing;
}

export default function SearchBarWrapper(): ReactNode {
  const [request, setRequest] = useState<'idle' | 'open' | null>(null);
  const [ready, setReady] = useState(false);
  // Focusing the placeholder loads the real bar, which replaces it: the focus must follow.
  const placeholderFocused = useRef(false);
  const placeholder = (busy: boolean, onLoad?: () => void): ReactNode => (
    <SearchButton
      className={clsx(styles.placeholder, busy && styles.busy)}
      aria-busy={busy || undefined}
      onClick={() => setRequest('open')}
      onFocus={() => {
        placeholderFocused.current = true;
        onLoad?.();
      }}
      onBlur={() => {
        placeholderFocused.current = false;
      }}
      onMouseOver={onLoad}
      // Only fetches the real bar: a tap replaced this button before its click arrived, and the
      // click was lost.
      onTouchStart={() => loadBar().catch(() => undefined)}
    />
  );

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

  if (!request) return placeholder(false, () => setRequest('idle'));
  return (
    <Suspense fallback={placeholder(request === 'open')}>
      <Loaded
        onReady={setReady}
        replayOpen={request === 'open'}
        placeholderFocused={placeholderFocused}
      />
    </Suspense>
  );
}

type LoadedProps = {
  onReady: (ready: true) => void;
  replayOpen: boolean;
  placeholderFocused: RefObject<boolean>;
};

function Loaded({ onReady, replayOpen, placeholderFocused }: LoadedProps): ReactNode {
  // Runs once, after the real bar's shortcut listener: nothing changes `replayOpen` after mount.
  useEffect(() => {
    onReady(true);
    if (replayOpen) {
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, metaKey: true }),
      );
    } else if (placeholderFocused.current && document.activeElement === document.body) {
      document.querySelector<HTMLElement>('.navbar .DocSearch-Button')?.focus();
    }
  }, [onReady, replayOpen, placeholderFocused]);
  return <SearchBar />;
}
