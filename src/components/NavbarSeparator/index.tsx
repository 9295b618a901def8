import type { ReactNode } from 'react';
import styles from './styles.module.css';

type Props = { mobile?: boolean };

/**
 * A vertical rule between community and sign-in links; in the phone menu's list, a decorative entry
 * (a list may only hold list items, and a separator role would make it something else).
 */
export default function NavbarSeparator({ mobile }: Props): ReactNode {
  if (mobile) return <li className={styles.mobile} aria-hidden="true" />;
  return <div className={styles.separator} role="separator" aria-orientation="vertical" />;
}
