import type { CSSProperties } from 'react';

/** The `<code>` element's props, computed by the code block (see index.tsx). */
export type CodeProps = { className: string; style?: CSSProperties };
