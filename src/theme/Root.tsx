import type { ReactNode } from 'react';
import AskAi from '@site/src/components/AskAi';

export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      {children}
      <AskAi />
    </>
  );
}
