import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import cards from '@site/src/components/HomeCards/cards.json';
import cardStyles from '@site/src/components/HomeCards/styles.module.css';
import styles from './index.module.css';

export default function Home(): ReactNode {
  // A card shows once the page it leads to exists.
  const existing = new Set(
    Object.values(useAllDocsData()).flatMap((plugin) =>
      plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
    ),
  );
  return (
    <Layout
      title="Unleash Documentation"
      description="Learn to ship features safely with Unleash: feature flags, gradual rollouts, experiments, SDKs for every stack and the full HTTP API reference."
    >
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              Unleash documentation
            </Heading>
            <p className={styles.lead}>
              Unleash is an open-source feature management platform. Wrap new code in a feature
              flag, deploy it switched off, and decide later who sees it: one teammate, ten percent
              of your users, or everyone. These pages show you how to run Unleash, connect your
              applications, and manage releases with confidence.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/quickstart">
                Start the quickstart
              </Link>
              <Link
                className="button button--secondary button--lg"
                to="/understanding-unleash/unleash-overview"
              >
                How Unleash works
              </Link>
            </div>
          </div>
        </header>
        <section className={styles.section} aria-labelledby="explore">
          <div className="container">
            <Heading as="h2" id="explore">
              Explore the documentation
            </Heading>
            <ul className={cardStyles.grid}>
              {cards
                .filter((card) => existing.has(card.to))
                .map((card) => (
                  <li key={card.to} className={cardStyles.card}>
                    <Heading as="h3" className={cardStyles.cardTitle}>
                      <Link to={card.to} className={cardStyles.cardLink}>
                        {card.title}
                      </Link>
                    </Heading>
                    <p>{card.body}</p>
                  </li>
                ))}
            </ul>
          </div>
        </section>
      </main>
    </Layout>
  );
}
