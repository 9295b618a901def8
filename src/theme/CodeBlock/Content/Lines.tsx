import type { CSSProperties, ReactNode } from 'react';
import { Highlight, type PrismTheme } from 'prism-react-renderer';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';

// Tokens keep only their classes, which src/plugins/codeColours colours for both modes.
const classesOnly: PrismTheme = { plain: {}, styles: [] };

export type CodeProps = { className: string; style?: CSSProperties };

export default function Lines(props: CodeProps): ReactNode {
  const { code, language, lineNumbersStart, lineClassNames } = useCodeBlockContext().metadata;
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
