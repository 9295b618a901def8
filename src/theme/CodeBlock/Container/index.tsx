import type { ComponentProps, ElementType, ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

// Without the theme's inline colour variables: the stylesheet has them for both colour modes
// (src/plugins/codeColours), so no re-render is needed when the mode changes.
export default function CodeBlockContainer<T extends ElementType>({
  as: As,
  ...props
}: { as: T } & ComponentProps<T>): ReactNode {
  return (
    <As
      {...props}
      className={clsx(
        (props as { className?: string }).className,
        styles.codeBlockContainer,
        ThemeClassNames.common.codeBlock,
      )}
    />
  );
}
