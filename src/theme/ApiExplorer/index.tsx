import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';

/**
 * The request panel of an API page (server picker, parameters form and the
 * nine request-sample tabs) needs the Postman code generators, by far the
 * heaviest part of the OpenAPI theme. ApiItem only renders it in the browser,
 * after hydration, so it is split into its own chunk and fetched then,
 * instead of holding up the page's first paint and hydration.
 */
const Original = lazy(() => import('@theme-original/ApiExplorer'));

export default function ApiExplorer(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <Suspense fallback={<SkeletonLoader size="lg" />}>
      <Original {...props} />
    </Suspense>
  );
}
