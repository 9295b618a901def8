import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { isAiWidgetConfigured, openAiWidget } from '@site/src/clientModules/thirdPartyScripts';
import styles from './styles.module.css';

// Loaded on the first click: plain pages carry none of it.
const Passages = lazy(() => import('./Passages'));

export default function AskAi(): ReactNode {
  const [panel, setPanel] = useState<'passages' | 'failed' | null>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((): void => {
    setPanel(null);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!panel) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panel, close]);

  const onClick = (): void => {
    if (panel) setPanel(null);
    else if (!isAiWidgetConfigured) setPanel('passages');
    else openAiWidget().catch(() => setPanel('failed'));
  };

  return (
    <div className={styles.root}>
      {panel === 'passages' && (
        <Suspense fallback={null}>
          <Passages id={panelId} onClose={close} />
        </Suspense>
      )}
      {panel === 'failed' && (
        <div id={panelId} className={styles.panel} role="status">
          <p>The AI assistant could not be loaded. Try again later.</p>
          <button type="button" className={styles.close} onClick={close}>
            Close
          </button>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={panel ? true : undefined}
        aria-controls={panel ? panelId : undefined}
        onClick={onClick}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M10 1.5 11.8 7l5.7 1.8-5.7 1.9L10 16.3l-1.8-5.6-5.7-1.9L8.2 7zM16 13l.8 2.2L19 16l-2.2.8L16 19l-.8-2.2L13 16l2.2-.8z"
          />
        </svg>
        ASK AI
      </button>
    </div>
  );
}
