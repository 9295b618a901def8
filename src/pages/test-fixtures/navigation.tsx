import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import TestFixture from '@site/src/components/TestFixture';

export default function NavigationFixture(): ReactNode {
  return (
    <TestFixture
      title="Navigation fixture"
      description="A page the browser tests use to check scrolling after navigation."
    >
      <main className="container margin-vert--xl">
        <Heading as="h1">Navigation fixture</Heading>
        <p>This page exists for the site&apos;s automated tests of scrolling after navigation.</p>
        <div style={{ height: '2500px' }} aria-hidden="true" />
        <ul>
          <li>
            <Link to="/test-fixtures/navigation?view=compact">Same page, other query</Link>
          </li>
          <li>
            <Link to="/test-fixtures/navigation#far-target">Same page, far target</Link>
          </li>
          <li>
            <Link to="/test-fixtures/crash">Another page</Link>
          </li>
          <li>
            <Link to="/test-fixtures/crash#about-this-fixture">Another page, with a hash</Link>
          </li>
        </ul>
        <div style={{ height: '2500px' }} aria-hidden="true" />
        <Heading as="h2" id="far-target">
          Far target
        </Heading>
        <p>The section the hash link scrolls to.</p>
        <div style={{ height: '1500px' }} aria-hidden="true" />
      </main>
    </TestFixture>
  );
}
