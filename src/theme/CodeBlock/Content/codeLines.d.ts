// The highlighted `<code>`, aliased by src/plugins/pageWeight: serverLines.tsx on the server,
// browserLines.tsx in the browser. The props are `CodeProps` of Lines.tsx.
declare module '@unleash-docs/code-lines' {
  import type { ComponentType, CSSProperties } from 'react';

  const CodeLines: ComponentType<{ className: string; style?: CSSProperties }>;
  export default CodeLines;
}
