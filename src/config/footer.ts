import type { FooterLinkItem, MultiColumnFooter } from '@docusaurus/theme-common';
import { docRouteExists } from './docRoutes';
import { externalLinks as ext } from './links';

type Column = { title: string; items: FooterLinkItem[] };

/** The five link groups of the footer, in the order the spec gives them. */
export const footerColumns: Column[] = [
  {
    title: 'Server SDKs',
    items: [
      { label: 'Node.js', to: '/reference/sdks/node' },
      { label: 'Java', to: '/reference/sdks/java' },
      { label: 'Go', to: '/reference/sdks/go' },
      { label: 'Rust', to: '/reference/sdks/rust' },
      { label: 'Ruby', to: '/reference/sdks/ruby' },
      { label: 'Python', to: '/reference/sdks/python' },
      { label: '.NET', to: '/reference/sdks/dotnet' },
      { label: 'PHP', to: '/reference/sdks/php' },
      { label: 'All SDKs', to: '/reference/sdks' },
    ],
  },
  {
    title: 'Frontend SDKs',
    items: [
      { label: 'JavaScript browser', to: '/reference/sdks/javascript-browser' },
      { label: 'React', to: '/reference/sdks/react' },
      { label: 'Next.js', to: '/reference/sdks/next-js' },
      { label: 'Vue', to: '/reference/sdks/vue' },
      { label: 'iOS', to: '/reference/sdks/ios' },
      { label: 'Android', to: '/reference/sdks/android' },
      { label: 'Flutter', to: '/reference/sdks/flutter' },
    ],
  },
  {
    title: 'Feature Flag use cases',
    items: [
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
  },
  {
    title: 'Product',
    items: [
      { label: 'Quickstart', to: '/quickstart' },
      { label: 'Architecture overview', to: '/understanding-unleash/unleash-overview' },
      { label: 'Pricing', href: ext.plans },
      { label: 'Our vision', href: ext.vision },
      { label: 'Live demo', href: ext.liveDemo },
      { label: 'Open source', href: ext.openSource },
      { label: 'Enterprise platform', href: ext.enterprise },
      { label: 'Compare Unleash', href: ext.comparison },
    ],
  },
  {
    title: 'Support',
    items: [
      { label: 'Help centre', href: ext.helpCenter },
      { label: 'Status page', href: ext.status },
      { label: 'Changelog', href: ext.changelog },
    ],
  },
];

/**
 * Keeps internal links whose page has landed, and drops groups left empty,
 * so the footer never points at a missing page (the build would fail).
 */
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
