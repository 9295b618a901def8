import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import cards from './cards.json';
import styles from './styles.module.css';

/** Entry points into the docs; a card shows once the page it leads to exists. */
export default function HomeCards(): ReactNode {
  const existing = new Set(
    Object.values(useAllDocsData()).flatMap((plugin) =>
      plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
    ),
  );
  return (
    <ul className={styles.grid}>
      {cards
        .filter((card) => existing.has(card.to))
        .map((card) => (
          <li key={card.to} className={styles.card}>
            <Heading as="h3" className={styles.cardTitle}>
              <Link to={card.to} className={styles.cardLink}>
                {card.title}
              </Link>
            </Heading>
            <p>{card.body}</p>
          </li>
        ))}
    </ul>
  );
}
