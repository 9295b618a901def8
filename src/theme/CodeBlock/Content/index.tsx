import React, { type ReactNode } from 'react';
import clsx from 'clsx';
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
 * - Nothing here has a colour: the tokens have Prism's classes, and the
 *   stylesheet colours them for both colour modes (src/plugins/codeColours),
 *   so the server's lines stay right when the reader's mode is not the default.
 */

export default function CodeBlockContent({ className }: Props): ReactNode {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
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
    >
      <CodeLines
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined}
      />
    </pre>
  );
}
