import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

// The theme remounts every block after hydration for the reader's colour mode, which needs Prism
// at once; here the stylesheet has both modes' colours (src/plugins/codeColours).
export default function CodeBlock({ children, ...props }: Props): ReactNode {
  // Text children as one string, so that the block can be copied.
  const isText = !Children.toArray(children).some((part) => isValidElement(part));
  const content = isText && Array.isArray(children) ? children.join('') : children;
  if (typeof content === 'string') return <StringContent {...props}>{content}</StringContent>;
  return <ElementContent {...props}>{content}</ElementContent>;
}
