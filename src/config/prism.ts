import { themes, type PrismTheme } from 'prism-react-renderer';
import type { ThemeConfig } from '@docusaurus/theme-common';

const recolor = (theme: PrismTheme, colors: Record<string, string>): PrismTheme => ({
  ...theme,
  styles: theme.styles.map((entry) => {
    const color = entry.style.color ? colors[entry.style.color] : undefined;
    return color ? { ...entry, style: { ...entry.style, color } } : entry;
  }),
});

// The five token colours under 4.5:1 on GitHub's background (#f6f8fa), darkened just enough to
// reach it (WCAG 1.4.3); tests/unit/prism.test.ts checks every colour.
export const lightCodeTheme = recolor(themes.github, {
  '#999988': '#717165', // comments: 2.7:1 before
  '#e3116c': '#da1068', // strings: 4.3:1
  '#36acaa': '#277c7a', // numbers, variables, properties: 2.6:1
  '#00a4db': '#0079a2', // keywords, attribute names: 2.7:1
  '#d73a49': '#ce3846', // functions, tags: 4.3:1
});

/** Dracula, with its comment colour (3.0:1 on #282a36) lightened to 4.6:1. */
export const darkCodeTheme = recolor(themes.dracula, { 'rgb(98, 114, 164)': '#8692b9' });

export const prism = {
  theme: lightCodeTheme,
  darkTheme: darkCodeTheme,
  additionalLanguages: ['csharp', 'dart', 'java', 'php', 'ruby', 'bash', 'diff', 'powershell'],
} satisfies Partial<ThemeConfig['prism']>;
