import type { ThemeConfig } from '@docusaurus/theme-common';

/**
 * Plain HTML, so keep links external: internal links belong in pages, where the broken-link check
 * sees them. Change `id` whenever `content` changes, so that readers who closed the previous
 * announcement see the new one (dismissal is stored per id).
 */
export const announcementBar = {
  id: 'unleash-8-docs',
  content:
    'These docs cover Unleash 8. See what changed in the <a href="https://github.com/Unleash/unleash/releases" target="_blank" rel="noopener noreferrer">release notes</a>.',
  backgroundColor: 'var(--site-announcement-background)',
  textColor: 'var(--site-announcement-text)',
  isCloseable: true,
} satisfies NonNullable<ThemeConfig['announcementBar']>;
