import { Fragment, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { parsePlainMarkdown, type Inline } from './plainMarkdown';

// Only what plainMarkdown.ts cannot read loads the theme's react-markdown.
const ThemeMarkdown = lazy(() => import('@theme-original/Markdown'));

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.value;
    if (node.type === 'code') return <code key={index}>{node.value}</code>;
    const children = renderInline(node.children);
    if (node.type === 'strong') return <strong key={index}>{children}</strong>;
    return (
      <a key={index} href={node.href}>
        {children}
      </a>
    );
  });
}

export default function Markdown({ children }: { children?: unknown }): ReactNode {
  const paragraphs = useMemo(
    () => (typeof children === 'string' ? parsePlainMarkdown(children) : null),
    [children],
  );
  if (!paragraphs) {
    return (
      <Suspense fallback={null}>
        <ThemeMarkdown>{children}</ThemeMarkdown>
      </Suspense>
    );
  }
  // react-markdown separates blocks with a line break; so do we, for the same HTML.
  return paragraphs.map((inline, index) => (
    <Fragment key={index}>
      {index > 0 ? '\n' : null}
      <p>{renderInline(inline)}</p>
    </Fragment>
  ));
}
