import type { ReactNode } from 'react';
import clsx from 'clsx';
import { externalLinks, githubStarsLabel } from '@site/src/config/links';
import styles from './styles.module.css';

type Props = { mobile?: boolean; className?: string };

// The space keeps 'GitHub 13.1k' two words, so the visible text stays part of the link's name
// (WCAG 2.5.3, label in name).
export default function GitHubStars({ mobile, className }: Props): ReactNode {
  const link = (
    <a
      href={externalLinks.github}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Unleash on GitHub, ${githubStarsLabel} stars`}
      className={clsx(
        mobile ? 'menu__link' : 'navbar__item navbar__link',
        styles.githubStars,
        className,
      )}
    >
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M8 .6 10.2 5l4.9.7-3.5 3.4.8 4.9L8 11.7 3.6 14l.8-4.9L.9 5.7 5.8 5z"
        />
      </svg>
      <span className={styles.word}>GitHub</span>{' '}
      <span className={styles.count} data-testid="github-stars">
        {githubStarsLabel}
      </span>
    </a>
  );
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}
