import type { ReactNode } from 'react';
import AskAi from '@site/src/components/AskAi';

/** Renders on every route, the not-found page included. */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      {children}
      <AskAi />
    </>
  );
}
