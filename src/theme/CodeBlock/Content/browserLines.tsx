import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { CodeProps, default as LinesComponent } from './Lines';

let loaded: typeof LinesComponent | undefined;
let loading: Promise<typeof LinesComponent> | undefined;

function loadLines() {
  // A page whose code blocks came with the HTML never downloads Prism and its languages.
  loading ??= Promise.all([
    import('./Lines'),
    import('./registerPrismLanguages').then((module) => module.default()),
  ]).then(([module]) => (loaded = module.default));
  return loading;
}

// The server's lines where there are some, else Prism's (loaded on demand) and the plain code
// meanwhile, as `innerHTML`, which React leaves as the server rendered it while hydrating. (Not a
// Suspense boundary: React's server renderer moves large ones out of place with inline scripts.)
export default function BrowserLines(props: CodeProps): ReactNode {
  const { code } = useCodeBlockContext().metadata;
  const isBrowser = useIsBrowser();
  // During hydration `useIsBrowser` is false: the server's markup is in place, and it stays.
  const [keepServerMarkup] = useState(() => !isBrowser);
  const [Lines, setLines] = useState(() => loaded);
  useEffect(() => {
    if (keepServerMarkup) return;
    // Highlighting is work React may split between tasks, block by block.
    void loadLines().then((component) => startTransition(() => setLines(() => component)));
  }, [keepServerMarkup]);
  // React 19 compares the object, not its HTML: a new one would overwrite the server's lines.
  const plain = useMemo(
    () => ({ __html: code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') }),
    [code],
  );
  if (Lines && !keepServerMarkup) return <Lines {...props} />;
  return <code {...props} dangerouslySetInnerHTML={plain} suppressHydrationWarning />;
}
