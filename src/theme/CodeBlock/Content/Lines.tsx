import React, { type ReactNode } from 'react';
import { Highlight } from 'prism-react-renderer';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type { CodeProps } from './types';

/** The code block's `<code>`, with its lines tokenized by Prism. */
export default function Lines(props: CodeProps): ReactNode {
  const { metadata } = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({ tokens, getLineProps, getTokenProps }) => (
        <code {...props}>
          {tokens.map((line, index) => (
            <Line
              key={index}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[index]}
              showLineNumbers={lineNumbersStart !== undefined}
            />
          ))}
        </code>
      )}
    </Highlight>
  );
}
