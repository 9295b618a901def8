import type { ReactNode } from 'react';
import styles from './styles.module.css';

// In the phone menu's list, a decorative entry: a list may only hold list items, and a separator
// role would make it something else.
export default function NavbarSeparator({ mobile }: { mobile?: boolean }): ReactNode {
  if (mobile) return <li className={styles.mobile} aria-hidden="true" />;
  return <div className={styles.separator} role="separator" aria-orientation="vertical" />;
}
