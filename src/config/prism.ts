import { themes } from 'prism-react-renderer';
import type { ThemeConfig } from '@docusaurus/theme-common';

type PrismConfig = ThemeConfig['prism'];

export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: ['csharp', 'dart', 'java', 'php', 'ruby', 'bash', 'diff', 'powershell'],
} satisfies Partial<PrismConfig>;
