import type { ReactNode } from 'react';
import styles from './styles.module.css';

type Props = { mobile?: boolean };

/**
 * A thin vertical rule between the community links and the product sign-in
 * links. In the phone menu's list it is a decorative entry: a list may only
 * hold list items, and a separator role would make it something else.
 */
export default function NavbarSeparator({ mobile }: Props): ReactNode {
  if (mobile) return <li className={styles.mobile} aria-hidden="true" />;
  return <div className={styles.separator} role="separator" aria-orientation="vertical" />;
}
