import React, { type CSSProperties, type ReactNode } from 'react';
import { Highlight, type PrismTheme } from 'prism-react-renderer';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';

/**
 * A theme without colours: the tokens keep only their classes, which the
 * stylesheet colours for both colour modes (src/plugins/codeColours).
 */
const classesOnly: PrismTheme = { plain: {}, styles: [] };

/** The `<code>` element's props, computed by the code block (see index.tsx). */
export type CodeProps = { className: string; style?: CSSProperties };

/** The code block's `<code>`, with its lines tokenized by Prism. */
export default function Lines(props: CodeProps): ReactNode {
  const { metadata } = useCodeBlockContext();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  return (
    <Highlight theme={classesOnly} code={code} language={language}>
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
