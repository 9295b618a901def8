import type { ReactNode } from 'react';
import SocialIcons from '@site/src/components/SocialIcons';
import { productDescription } from '@site/src/config/brand';
import styles from './styles.module.css';

export default function FooterBrand(): ReactNode {
  return (
    <div className={styles.brand}>
      <p className={styles.title}>Unleash</p>
      <p className={styles.description}>{productDescription}</p>
      <SocialIcons />
    </div>
  );
}
