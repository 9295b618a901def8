import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePrismTheme, useThemeConfig } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import CodeLines from '@unleash-docs/code-lines';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/**
 * The code block's `<pre>`, and its `<code>` with the lines highlighted by
 * Prism. Prism and its languages are too heavy to load on every page before
 * hydration, so the `<code>` is `@unleash-docs/code-lines`:
 *
 * - Server rendering imports the highlighting directly (an alias of the server
 *   build, see src/plugins/pageWeight), so the HTML has the highlighted code.
 * - In the browser it loads on demand, after hydration (browserLines.tsx). The
 *   first page keeps the server's highlighted code meanwhile; after a
 *   client-side navigation, the plain code shows for the moment the chunk
 *   takes to load (once per visit).
 * - The `<pre>` hydrates at once, because the code block's buttons measure it.
 *   It hydrates with the colours the server used (of the default mode), and
 *   takes those of the reader's mode right after: React does not correct
 *   attributes that differ while it hydrates. (The theme remounts the block
 *   instead, which would throw the server's lines away; see CodeBlock/index.tsx.)
 */
/** The Prism theme of the default colour mode, which the server renders with. */
function useServerPrismTheme() {
  const { colorMode, prism } = useThemeConfig();
  return colorMode.defaultMode === 'dark' && prism.darkTheme ? prism.darkTheme : prism.theme;
}

export default function CodeBlockContent({ className }: Props): ReactNode {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const serverPrismTheme = useServerPrismTheme();
  const isBrowser = useIsBrowser();
  const { language, lineNumbersStart } = metadata;
  const numbered = lineNumbersStart !== undefined;
  return (
    <pre
      ref={codeBlockRef}
      // A scrollable region must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(
        className,
        'prism-code',
        `language-${language}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      style={(isBrowser ? prismTheme : serverPrismTheme).plain}
    >
      <CodeLines
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined}
      />
    </pre>
  );
}
