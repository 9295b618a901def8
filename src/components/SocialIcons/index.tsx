import type { ReactNode } from 'react';
import { externalLinks } from '@site/src/config/links';
import styles from './styles.module.css';

// Simple glyphs drawn for this site on a 40x40 grid.
const socials = [
  {
    name: 'GitHub',
    href: externalLinks.github,
    icon: (
      <path d="M20 8c-6.6 0-12 5.2-12 11.7 0 5.2 3.4 9.6 8.2 11.1.6.1.8-.3.8-.6v-2.1c-3.3.7-4-1.5-4-1.5-.5-1.3-1.3-1.7-1.3-1.7-1.1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1.1 1.8 2.8 1.3 3.5 1 .1-.8.4-1.3.8-1.6-2.7-.3-5.5-1.3-5.5-5.8 0-1.3.5-2.3 1.2-3.1-.1-.3-.5-1.5.1-3.1 0 0 1-.3 3.3 1.2a11.6 11.6 0 0 1 6 0c2.3-1.5 3.3-1.2 3.3-1.2.6 1.6.2 2.8.1 3.1.8.8 1.2 1.9 1.2 3.1 0 4.5-2.8 5.5-5.5 5.8.4.4.8 1.1.8 2.2v3.2c0 .3.2.7.8.6 4.8-1.5 8.2-5.9 8.2-11.1C32 13.2 26.6 8 20 8Z" />
    ),
  },
  {
    name: 'Slack',
    href: externalLinks.slack,
    icon: (
      <g>
        <rect x="17" y="8" width="4.5" height="13" rx="2.25" />
        <rect x="18.5" y="19" width="4.5" height="13" rx="2.25" />
        <rect x="8" y="18.5" width="13" height="4.5" rx="2.25" />
        <rect x="19" y="17" width="13" height="4.5" rx="2.25" />
      </g>
    ),
  },
  {
    name: 'LinkedIn',
    href: externalLinks.linkedIn,
    icon: (
      <g>
        <rect x="9" y="16" width="5" height="15" rx="1" />
        <circle cx="11.5" cy="11.5" r="2.75" />
        <path d="M17 16h4.6v2.1c.8-1.4 2.5-2.5 4.8-2.5 3.7 0 4.6 2.4 4.6 5.6V31h-5v-8.4c0-1.7-.5-2.9-2.1-2.9-1.7 0-2.4 1.3-2.4 2.9V31H17Z" />
      </g>
    ),
  },
  {
    name: 'YouTube',
    href: externalLinks.youTube,
    icon: (
      <path
        fillRule="evenodd"
        d="M12 11h16a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H12a5 5 0 0 1-5-5v-8a5 5 0 0 1 5-5Zm5.5 4.5v9l7.5-4.5Z"
      />
    ),
  },
  {
    name: 'X',
    href: externalLinks.x,
    icon: <path d="M10 10h6l4.6 6.3L26 10h3.2l-7 8.1L30 30h-6l-5-6.8L13 30H9.8l7.6-8.7Z" />,
  },
];

export default function SocialIcons(): ReactNode {
  return (
    <ul className={styles.list}>
      {socials.map(({ name, href, icon }) => (
        <li key={name}>
          <a
            className={styles.link}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Unleash on ${name}`}
          >
            <svg width="40" height="40" viewBox="0 0 40 40" fill="currentColor" aria-hidden="true">
              {icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
