/**
 * The code block's highlighted `<code>`: `Lines.tsx` in the server build,
 * `browserLines.tsx` (which loads Lines.tsx on demand) in the browser.
 * Aliased by src/plugins/pageWeight; the props are `CodeProps` of Lines.tsx.
 */
declare module '@unleash-docs/code-lines' {
  import type { ComponentType, CSSProperties } from 'react';

  const CodeLines: ComponentType<{ className: string; style?: CSSProperties }>;
  export default CodeLines;
}
