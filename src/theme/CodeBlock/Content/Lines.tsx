import React, { type ReactNode } from 'react';
import { Highlight, Prism } from 'prism-react-renderer';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import type { CodeProps } from './types';

// The languages of themeConfig.prism.additionalLanguages, registered once when
// this module loads (the theme's client module that did it on every page is
// replaced, see src/plugins/pageWeight).
prismIncludeLanguages(Prism);

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
