import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type Card = { title: string; to: string; body: string };

export const homeCards: Card[] = [
  {
    title: 'Quickstart',
    to: '/quickstart',
    body: 'Run Unleash, create your first feature flag and check it from an application in a few minutes.',
  },
  {
    title: 'Core concepts',
    to: '/understanding-unleash/the-anatomy-of-unleash',
    body: 'Projects, environments, activation strategies, segments and variants, and how they fit together.',
  },
  {
    title: 'SDKs',
    to: '/reference/sdks',
    body: 'Backend and frontend SDKs for Node.js, Java, Go, Python, React, iOS, Android and more.',
  },
  {
    title: 'Tutorials and guides',
    to: '/guides-overview',
    body: 'Step-by-step guides for gradual rollouts, A/B tests, trunk-based development and your framework.',
  },
  {
    title: 'Integrations',
    to: '/reference/integrations',
    body: 'Send Unleash events to Slack, Teams, Datadog, Jira and webhooks, or manage Unleash with Terraform.',
  },
  {
    title: 'API reference',
    to: '/api-overview',
    body: 'Every endpoint of the admin, client and frontend APIs, with parameters, schemas and samples.',
  },
  {
    title: 'Unleash Academy',
    to: '/unleash-academy/introduction',
    body: 'Learning paths for developers and platform teams, from first flag to running Unleash at scale.',
  },
];

function useExistingDocPaths(): Set<string> {
  const paths = new Set<string>();
  for (const plugin of Object.values(useAllDocsData())) {
    for (const version of plugin.versions) {
      for (const doc of version.docs) paths.add(doc.path);
    }
  }
  return paths;
}

/** Entry points into the docs; a card shows once the page it leads to exists. */
export default function HomeCards(): ReactNode {
  const existing = useExistingDocPaths();
  return (
    <ul className={styles.grid}>
      {homeCards
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
