import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Server-rendered content that React takes over only when the reader reaches
 * for it. An operation page's left column holds thousands of elements
 * (parameters, request and response schemas, status-code tabs); hydrating
 * them all kept the main thread busy for long after the page looked ready.
 *
 * While the first page hydrates, the column renders as an element whose
 * `innerHTML` React leaves as the server wrote it (see
 * src/theme/CodeBlock/Content/browserLines.tsx for the same rule), so there
 * is nothing to hydrate in it. Everything in it reads and works without
 * JavaScript (its collapsible schemas are `<details>`). The first time a
 * pointer enters it, a finger touches it or the focus moves into it, and
 * before that pointer can press anything, React renders the column into
 * place: the same markup, now with working tabs, copy buttons and
 * client-side links. The focus, if that is what moved in, returns to the
 * element at the same place in the new markup. `active` renders it at once
 * (the request explorer's store then serves the column).
 *
 * After a client-side navigation there is no server markup: the column
 * renders at once.
 */
const wakeEvents = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * One object for every render: React sets `innerHTML` again whenever this
 * prop is a new object, which would empty the column on the render after
 * hydration.
 */
const serverMarkup = { __html: '' };

/** Child indexes from `root` down to `node`. */
function pathTo(root: Element, node: Node): number[] | null {
  const path: number[] = [];
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    const parent: Node | null = current.parentNode;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.childNodes, current));
  }
  return path;
}

function nodeAt(root: Element, path: number[]): Node | null {
  let current: Node | null = root;
  for (const index of path) current = current?.childNodes[index] ?? null;
  return current;
}

export default function HydrateOnInteraction({
  active = false,
  className,
  children,
}: {
  active?: boolean;
  className?: string;
  children: ReactNode;
}): ReactNode {
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
    const target = nodeAt(element, path);
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }, [awake]);

  // On the server `awake` is false too, and the children render into the HTML.
  if (!awake && typeof window !== 'undefined') {
    return (
      <div
        ref={ref}
        className={className}
        dangerouslySetInnerHTML={serverMarkup}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
