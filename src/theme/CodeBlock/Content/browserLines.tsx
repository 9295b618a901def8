import React, {
  startTransition,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { CodeProps } from './Lines';

type LinesComponent = ComponentType<CodeProps>;

let loaded: LinesComponent | undefined;
let loading: Promise<LinesComponent> | undefined;

function loadLines(): Promise<LinesComponent> {
  // Prism, its languages and their registry load only now: a page whose code
  // blocks came with the HTML never downloads them.
  loading ??= Promise.all([
    import('./Lines'),
    import('./registerPrismLanguages').then((module) => module.default()),
  ]).then(([module]) => (loaded = module.default));
  return loading;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * What `@unleash-docs/code-lines` is in the browser: the server's highlighted
 * code where there is some, otherwise the lines highlighted by Prism
 * (Lines.tsx, loaded on demand) and the plain code while they load.
 *
 * The plain code is set as `innerHTML`. While React hydrates the first page,
 * it leaves the `innerHTML` of an element as the server rendered it, so the
 * reader keeps the highlighted code from the HTML, and React has nothing to
 * hydrate in it. (A Suspense boundary would not do: React's server renderer
 * moves large boundaries out of place and swaps them in with inline scripts.)
 *
 * The server's markup has token classes and no colours (the stylesheet has
 * them, for both colour modes), so it stays right in either mode: a block that
 * hydrated never loads Prism. A block rendered later (after a client-side
 * navigation, or in a tab opened later) has no server markup and loads Prism
 * at once.
 */
export default function BrowserLines(props: CodeProps): ReactNode {
  const { code } = useCodeBlockContext().metadata;
  const isBrowser = useIsBrowser();
  // During hydration `useIsBrowser` is false: the server's markup is in place,
  // and it stays.
  const [keepServerMarkup] = useState(() => !isBrowser);
  const [Lines, setLines] = useState<LinesComponent | undefined>(() => loaded);
  useEffect(() => {
    if (keepServerMarkup) return;
    let current = true;
    void loadLines().then((component) => {
      if (!current) return;
      // Highlighting is work React may split between tasks, block by block.
      startTransition(() => setLines(() => component));
    });
    return () => {
      current = false;
    };
  }, [keepServerMarkup]);
  // One object for as long as the code is the same: React 19 compares the
  // object, not its HTML, and would otherwise write the plain code over the
  // server's highlighted lines at the first re-render.
  const plain = useMemo(() => ({ __html: escapeHtml(code) }), [code]);
  if (Lines && !keepServerMarkup) return <Lines {...props} />;
  return <code {...props} dangerouslySetInnerHTML={plain} suppressHydrationWarning />;
}
