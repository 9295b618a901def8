import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/** The children as one string when they are only text (so the block can be copied). */
function textOf(children: ReactNode): ReactNode {
  const parts = React.Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * A code block. The theme remounts every block once the page has hydrated, so
 * that colours rendered by the server in the default mode give way to those of
 * the reader's mode; a remount replaces the server's highlighted lines and
 * needs Prism at once. Here the stylesheet has the colours of both modes
 * (src/plugins/codeColours), so no block is remounted.
 */
export default function CodeBlock({ children, ...props }: Props): ReactNode {
  const content = textOf(children);
  if (typeof content === 'string') return <StringContent {...props}>{content}</StringContent>;
  return <ElementContent {...props}>{content}</ElementContent>;
}
