import type { ComponentPropsWithRef, ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

type Props = Omit<ComponentPropsWithRef<'button'>, 'children'> & { shortcut?: boolean };

// Named by what it shows ('Search Ctrl K'): DocSearch's own button is named 'Search (Ctrl+K)' and
// draws Ctrl as an icon, against WCAG 2.5.3 (label in name).
export default function SearchButton({ shortcut = false, className, ...props }: Props): ReactNode {
  // The reader's platform is known only in the browser.
  const isBrowser = useIsBrowser();
  const modifier = isBrowser && (/Mac|iPhone|iPod|iPad/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <button
      type="button"
      className={clsx('DocSearch DocSearch-Button', className)}
      aria-keyshortcuts={shortcut ? 'Control+K Meta+K /' : undefined}
      {...props}
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
        <span className={clsx('DocSearch-Button-Placeholder', styles.label)}>{label}</span>
      </span>
      {shortcut && modifier && (
        <>
          {' '}
          <span className="DocSearch-Button-Keys">
            <kbd className={clsx('DocSearch-Button-Key', styles.key)}>{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </span>
        </>
      )}
    </button>
  );
}
