import type { FooterLinkItem, MultiColumnFooter } from '@docusaurus/theme-common';
import { docRouteExists } from './docRoutes';
import { externalLinks as ext } from './links';

type Column = { title: string; items: FooterLinkItem[] };

// The label names the language; screen readers also hear 'SDK'.
const sdk = (label: string, to: string): FooterLinkItem => ({ label, to, hiddenSuffix: ' SDK' });

export const footerColumns: Column[] = Object.entries({
  'Server SDKs': [
    sdk('Node.js', '/reference/sdks/node'),
    sdk('Java', '/reference/sdks/java'),
    sdk('Go', '/reference/sdks/go'),
    sdk('Rust', '/reference/sdks/rust'),
    sdk('Ruby', '/reference/sdks/ruby'),
    sdk('Python', '/reference/sdks/python'),
    sdk('.NET', '/reference/sdks/dotnet'),
    sdk('PHP', '/reference/sdks/php'),
    { label: 'All SDKs', to: '/reference/sdks' },
  ],
  'Frontend SDKs': [
    sdk('JavaScript browser', '/reference/sdks/javascript-browser'),
    sdk('React', '/reference/sdks/react'),
    sdk('Next.js', '/reference/sdks/next-js'),
    sdk('Vue', '/reference/sdks/vue'),
    sdk('iOS', '/reference/sdks/ios'),
    sdk('Android', '/reference/sdks/android'),
    sdk('Flutter', '/reference/sdks/flutter'),
  ],
  'Feature Flag use cases': [
    { label: 'Best practices', to: '/topics/feature-flags/feature-flag-best-practices' },
    { label: 'Rollbacks', href: ext.useCaseRollbacks },
    { label: 'Compliance overview', to: '/using-unleash/compliance/compliance-overview' },
    { label: 'Gradual rollout', to: '/feature-flag-tutorials/use-cases/gradual-rollout' },
    {
      label: 'Trunk-based development',
      to: '/feature-flag-tutorials/use-cases/trunk-based-development',
    },
    { label: 'Kill switches', href: ext.useCaseKillSwitches },
    { label: 'A/B testing', to: '/feature-flag-tutorials/use-cases/a-b-testing' },
    { label: 'Feature management', href: ext.useCaseFeatureManagement },
    { label: 'Canary releases', href: ext.useCaseCanary },
  ],
  Product: [
    { label: 'Quickstart', to: '/quickstart' },
    { label: 'Architecture overview', to: '/understanding-unleash/unleash-overview' },
    { label: 'Pricing', href: ext.plans },
    { label: 'Our vision', href: ext.vision },
    { label: 'Live demo', href: ext.liveDemo },
    { label: 'Open source', href: ext.openSource },
    { label: 'Enterprise platform', href: ext.enterprise },
    { label: 'Compare Unleash', href: ext.comparison },
  ],
  Support: [
    { label: 'Help centre', href: ext.helpCenter },
    { label: 'Status page', href: ext.status },
    { label: 'Changelog', href: ext.changelog },
  ],
}).map(([title, items]) => ({ title, items }));

// Drops internal links to missing pages (they would fail the build), then empty columns.
export function liveColumns(
  columns: Column[],
  exists: (route: string) => boolean = docRouteExists,
): Column[] {
  return columns
    .map((column) => ({
      ...column,
      items: column.items.filter((item) => typeof item.to !== 'string' || exists(item.to)),
    }))
    .filter((column) => column.items.length > 0);
}

export const footer = {
  style: 'dark',
  links: liveColumns(footerColumns),
  copyright: `Copyright © ${new Date().getFullYear()} Unleash AS`,
} satisfies MultiColumnFooter;
