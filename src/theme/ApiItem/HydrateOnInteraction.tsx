import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import useIsBrowser from '@docusaurus/useIsBrowser';

// Hydrating the thousands of elements of an operation page's left column kept the main thread busy
// long after the page looked ready: until the first pointer, touch or focus in it, React leaves the
// server's `innerHTML` in place (as in CodeBlock/Content/browserLines.tsx).
const wakeEvents = ['pointerover', 'touchstart', 'focusin'] as const;

// One object for every render: React sets `innerHTML` again for a new object, emptying the column.
const serverMarkup = { __html: '' };

// Child indexes from `root` down to `node`, one of its descendants (where a focus moved in).
function pathTo(root: Element, node: Node): number[] {
  const path: number[] = [];
  for (let current = node; current !== root; current = current.parentNode as Node) {
    path.unshift(Array.prototype.indexOf.call((current.parentNode as Node).childNodes, current));
  }
  return path;
}

type Props = { active: boolean; className: string; children: ReactNode };

// `active`, and a client-side navigation (no server markup), render the children at once.
export default function HydrateOnInteraction({ active, className, children }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [woken, setWoken] = useState(() => isBrowser);
  const awake = woken || active;
  const ref = useRef<HTMLDivElement>(null);
  const focusPath = useRef<number[] | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (awake || !element) return undefined;
    const wake = (event: Event): void => {
      if (event.type === 'focusin' && event.target instanceof Node) {
        focusPath.current = pathTo(element, event.target);
      }
      flushSync(() => setWoken(true));
    };
    for (const type of wakeEvents) {
      element.addEventListener(type, wake, { capture: true, passive: true });
    }
    return () => {
      for (const type of wakeEvents) element.removeEventListener(type, wake, { capture: true });
    };
  }, [awake]);

  useLayoutEffect(() => {
    const element = ref.current;
    const path = focusPath.current;
    if (!awake || !element || !path) return;
    focusPath.current = null;
    const target = path.reduce<Node | undefined>((node, index) => node?.childNodes[index], element);
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }, [awake]);

  // On the server `awake` is false too, and the children render into the HTML.
  const asleep = !awake && typeof window !== 'undefined';
  return (
    <div
      ref={ref}
      className={className}
      dangerouslySetInnerHTML={asleep ? serverMarkup : undefined}
      suppressHydrationWarning={asleep}
    >
      {asleep ? null : children}
    </div>
  );
}
