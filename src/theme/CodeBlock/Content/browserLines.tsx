import React, { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { CodeProps } from './types';

type LinesComponent = ComponentType<CodeProps>;

let loaded: LinesComponent | undefined;
let loading: Promise<LinesComponent> | undefined;

function loadLines(): Promise<LinesComponent> {
  loading ??= import('./Lines').then((module) => (loaded = module.default));
  return loading;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * What `@unleash-docs/code-lines` is in the browser: the highlighted lines
 * (Lines.tsx, with Prism) once their chunk has loaded, the plain code until then.
 *
 * The plain code is set as `innerHTML`. While React hydrates the first page,
 * it leaves the `innerHTML` of an element as the server rendered it, so the
 * reader keeps the highlighted code from the HTML, and React has nothing to
 * hydrate in it. (A Suspense boundary would not do: React's server renderer
 * moves large boundaries out of place and swaps them in with inline scripts.)
 */
export default function BrowserLines(props: CodeProps): ReactNode {
  const { code } = useCodeBlockContext().metadata;
  const [Lines, setLines] = useState<LinesComponent | undefined>(() => loaded);
  useEffect(() => {
    if (Lines) return;
    let current = true;
    void loadLines().then((component) => current && setLines(() => component));
    return () => {
      current = false;
    };
  }, [Lines]);
  if (Lines) return <Lines {...props} />;
  return (
    <code
      {...props}
      dangerouslySetInnerHTML={{ __html: escapeHtml(code) }}
      suppressHydrationWarning
    />
  );
}
