import { useState, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import TestFixture from '@site/src/components/TestFixture';
import { crashCause, crashMessage } from '@site/src/config/testFixtures';

export default function CrashFixture(): ReactNode {
  return (
    <TestFixture
      title="Crash fixture"
      description="A page the browser tests use to exercise the crash fallback."
    >
      <CrashDemo />
    </TestFixture>
  );
}

// Holds the crash state inside the layout's error boundary, so 'Try again' starts it afresh.
function CrashDemo(): ReactNode {
  const [crashed, setCrashed] = useState(false);
  if (crashed) throw new Error(crashMessage, { cause: new Error(crashCause) });
  return (
    <main className="container margin-vert--xl">
      <Heading as="h1">Crash fixture</Heading>
      <p>
        This page exists for the site&apos;s automated tests. The button below makes the page fail
        while rendering, so the tests can check what readers see when a page crashes.
      </p>
      <button type="button" className="button button--danger" onClick={() => setCrashed(true)}>
        Crash this page
      </button>
      <Heading as="h2" id="about-this-fixture">
        About this fixture
      </Heading>
      <p>It is left out of the sitemap and asks search engines not to index it.</p>
    </main>
  );
}
