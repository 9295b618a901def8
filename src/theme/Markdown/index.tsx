import { Fragment, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { parsePlainMarkdown, type Inline } from './plainMarkdown';

// Only what plainMarkdown.ts cannot read loads the theme's react-markdown.
const ThemeMarkdown = lazy(() => import('@theme-original/Markdown'));

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'code':
        return <code key={index}>{node.value}</code>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'link':
        return (
          <a key={index} href={node.href}>
            {renderInline(node.children)}
          </a>
        );
    }
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
