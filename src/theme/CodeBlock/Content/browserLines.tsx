import {
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
  // A page whose code blocks came with the HTML never downloads Prism and its languages.
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
 * `@unleash-docs/code-lines` in the browser: the server's highlighted code where there is some,
 * otherwise Prism's lines (Lines.tsx, loaded on demand), with the plain code while they load. The
 * plain code is set as `innerHTML`, which React leaves as the server rendered it while hydrating.
 * (A Suspense boundary would not do: React's server renderer moves large boundaries out of place
 * and swaps them in with inline scripts.) A block rendered later has no server markup.
 */
export default function BrowserLines(props: CodeProps): ReactNode {
  const { code } = useCodeBlockContext().metadata;
  const isBrowser = useIsBrowser();
  // During hydration `useIsBrowser` is false: the server's markup is in place, and it stays.
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
  // React 19 compares the object, not its HTML: a new one would overwrite the server's lines.
  const plain = useMemo(() => ({ __html: escapeHtml(code) }), [code]);
  if (Lines && !keepServerMarkup) return <Lines {...props} />;
  return <code {...props} dangerouslySetInnerHTML={plain} suppressHydrationWarning />;
}
