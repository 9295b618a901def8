import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';
import { explorerLoadMarginPx } from '@site/src/config/apiExplorer';

/**
 * The request panel of an API page (server picker, parameters form and the
 * nine request-sample tabs) needs the Postman code generators, by far the
 * heaviest part of the OpenAPI theme. ApiItem only renders it in the browser,
 * after hydration, so it is split into its own chunk, fetched once the panel's
 * place is on screen or about to be. On a wide screen that is at once (the
 * panel is the right-hand column); on a phone the panel comes after the
 * description, and a reader who never scrolls that far does not pay for it.
 * Before it renders, the extra Prism languages its request samples are
 * highlighted in (Java, C#, PHP, Ruby, PowerShell...) are registered.
 */
const Original = lazy(() =>
  Promise.all([
    import('@theme-original/ApiExplorer'),
    import('@site/src/theme/CodeBlock/Content/registerPrismLanguages').then((module) =>
      module.default(),
    ),
  ]).then(([module]) => module),
);

function useNearViewport(ref: RefObject<HTMLElement | null>, margin: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

export default function ApiExplorer(props: ComponentProps<typeof Original>): ReactNode {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, explorerLoadMarginPx);
  const skeleton = <SkeletonLoader size="lg" />;
  return (
    <div ref={place}>
      {near ? (
        <Suspense fallback={skeleton}>
          <Original {...props} />
        </Suspense>
      ) : (
        skeleton
      )}
    </div>
  );
}
