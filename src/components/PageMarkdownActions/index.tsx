import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { markdownPath } from '../../config/llms';
import styles from './styles.module.css';

const buttonText = { idle: 'Copy page', copied: 'Copied', failed: 'Copy failed' };
type State = keyof typeof buttonText;

const announcement: Record<State, string> = {
  idle: '',
  copied: 'Page copied as Markdown.',
  failed: 'Could not copy the page. Use View as Markdown instead.',
};

const resetAfterMs = 4000;

// Safari lets a click write to the clipboard only if the write starts at once, so it is given the
// fetch's promise (ClipboardItem); where that is missing or fails, writeText follows the fetch.
async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  // Failures are reported through the awaits below, not as unhandled rejections.
  text.catch(() => undefined);
  if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
    const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
    blob.catch(() => undefined);
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Try the plain way below; it fails too if the fetch did.
    }
  }
  await navigator.clipboard.writeText(await text);
}

export default function PageMarkdownActions(): ReactNode {
  const { metadata } = useDoc();
  const url = markdownPath(metadata.permalink);
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (): Promise<void> => {
    clearTimeout(timer.current);
    setState('idle');
    try {
      await copyMarkdown(url);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), resetAfterMs);
  };

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.button}
        data-state={state}
        aria-label="Copy page as Markdown"
        onClick={() => void copy()}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.icon}>
          {state === 'copied' ? (
            <path d="M3 8.5l3 3 7-7" />
          ) : (
            <>
              <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
              <path d="M10.5 3.5v-.5A1.5 1.5 0 0 0 9 1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5" />
            </>
          )}
        </svg>
        {buttonText[state]}
      </button>
      <a className={styles.link} href={url} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" className="visually-hidden">
        {announcement[state]}
      </span>
    </div>
  );
}
