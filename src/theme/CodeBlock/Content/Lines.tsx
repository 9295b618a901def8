import type { CSSProperties, ReactNode } from 'react';
import { Highlight, type PrismTheme } from 'prism-react-renderer';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';

/** A theme without colours: tokens keep only their classes (see src/plugins/codeColours). */
const classesOnly: PrismTheme = { plain: {}, styles: [] };

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
