import type { ReactNode } from 'react';
import styles from './styles.module.css';

type Props = { mobile?: boolean };

/** A thin vertical rule between the community links and the product sign-in links. */
export default function NavbarSeparator({ mobile }: Props): ReactNode {
  if (mobile) return <li className={styles.mobile} role="separator" />;
  return <div className={styles.separator} role="separator" aria-orientation="vertical" />;
}
