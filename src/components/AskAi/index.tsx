import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { isAiWidgetConfigured, openAiWidget } from '@site/src/clientModules/thirdPartyScripts';
import styles from './styles.module.css';

export const notConfiguredMessage = 'The AI assistant is not configured on this site.';
export const failedMessage = 'The AI assistant could not be loaded. Try again later.';

/**
 * The 'ASK AI' button. With a widget configured it opens the widget;
 * otherwise it explains that no assistant is available.
 */
export default function AskAi(): ReactNode {
  const [message, setMessage] = useState<string | null>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!message) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        setMessage(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [message]);

  const onClick = (): void => {
    if (message) {
      setMessage(null);
      return;
    }
    if (!isAiWidgetConfigured) {
      setMessage(notConfiguredMessage);
      return;
    }
    openAiWidget().catch(() => setMessage(failedMessage));
  };

  return (
    <div className={styles.root}>
      {message && (
        <div id={panelId} className={styles.panel} role="status">
          <p>{message}</p>
          <button type="button" className={styles.close} onClick={() => setMessage(null)}>
            Close
          </button>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={message ? true : undefined}
        aria-controls={message ? panelId : undefined}
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
