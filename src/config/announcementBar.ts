import type { ThemeConfig } from '@docusaurus/theme-common';

// Plain HTML, so external links only (the broken-link check does not see it). Change `id` with
// `content`: dismissal is stored per id, so readers who closed the last one see the new one.
export const announcementBar = {
  id: 'unleash-8-docs',
  content:
    'These docs cover Unleash 8. See what changed in the <a href="https://github.com/Unleash/unleash/releases" target="_blank" rel="noopener noreferrer">release notes</a>.',
  backgroundColor: 'var(--site-announcement-background)',
  textColor: 'var(--site-announcement-text)',
  isCloseable: true,
} satisfies NonNullable<ThemeConfig['announcementBar']>;
