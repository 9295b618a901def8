import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import CodeLines from '@unleash-docs/code-lines';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

// Prism is too heavy for every page's first load (codeLines.d.ts). The `<pre>` hydrates at once,
// because the code block's buttons measure it.
export default function CodeBlockContent({ className }: Props): ReactNode {
  const {
    metadata: { language, lineNumbersStart },
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  const numbered = lineNumbersStart !== undefined;
  return (
    <pre
      ref={codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
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
