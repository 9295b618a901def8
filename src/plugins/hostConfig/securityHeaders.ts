import { createHash } from 'node:crypto';
import { isAlgoliaConfigured } from '../../config/env';
import { searchConfig } from '../../config/search';
import { thirdParty } from '../../config/thirdParty';
import { thirdPartyScriptUrls } from '../../config/thirdPartyUrls';

export const siteThirdParties = {
  algolia: isAlgoliaConfigured
    ? { appId: searchConfig.appId, insights: searchConfig.insights }
    : null,
  analytics: Boolean(thirdParty.analyticsId),
  tagManager: Boolean(thirdParty.tagManagerId),
  aiWidget: Boolean(thirdParty.aiWidgetId),
};
export type ThirdPartySources = typeof siteThirdParties;

export const noThirdParties: ThirdPartySources = {
  algolia: null,
  analytics: false,
  tagManager: false,
  aiWidget: false,
};

type FetchDirective =
  'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src' | 'frame-src';
type Sources = Partial<Record<FetchDirective, string[]>>;
const origin = (url: string): string => new URL(url).origin;

// The file DocSearch loads for click analytics, not all of jsDelivr (it serves any npm package);
// tests/unit/securityHeaders.test.ts fails when DocSearch moves to another version.
export const algoliaInsightsScript =
  'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js';

function algoliaSources({ appId, insights }: { appId: string; insights: boolean }): Sources {
  if (!/^[A-Za-z0-9]+$/.test(appId)) throw new Error(`Unexpected Algolia app id: ${appId}`);
  return {
    // The algoliasearch client's read and write hosts and the three fallbacks it retries on.
    'connect-src': [
      `https://${appId}-dsn.algolia.net`,
      `https://${appId}.algolia.net`,
      ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
      ...(insights ? ['https://insights.algolia.io'] : []),
    ],
    'script-src': insights ? [algoliaInsightsScript] : [],
  };
}

/** As Google's Content-Security-Policy guide for gtag.js lists it. */
const analyticsSources: Sources = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

// Tags a container injects as custom HTML are not allowed: add their hosts here if one needs them.
const gtm = [origin(thirdPartyScriptUrls.tagManager)];
const tagManagerSources: Sources = { 'script-src': gtm, 'img-src': gtm, 'connect-src': gtm };

// As kapa's CSP guide lists it: bundle, APIs, metrics, and the bot checks in frames.
const kapa = origin(thirdPartyScriptUrls.aiWidget);
const hcaptcha = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
const aiWidgetSources: Sources = {
  'script-src': [
    kapa,
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
    ...hcaptcha,
  ],
  'connect-src': [
    'https://proxy.kapa.ai',
    'https://kapa-widget-proxy-la7dkmplpq-uc.a.run.app',
    'https://metrics.kapa.ai',
    ...hcaptcha,
  ],
  'frame-src': ['https://www.google.com/recaptcha/', ...hcaptcha],
  'style-src': hcaptcha,
  'img-src': [kapa],
};

export function inlineScriptHash(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

export function contentSecurityPolicy({
  inlineScriptHashes,
  thirdParties: { algolia, analytics, tagManager, aiWidget },
}: {
  inlineScriptHashes: string[];
  thirdParties: ThirdPartySources;
}): string {
  const extra = [
    algolia ? algoliaSources(algolia) : {},
    analytics ? analyticsSources : {},
    tagManager ? tagManagerSources : {},
    aiWidget ? aiWidgetSources : {},
  ];
  const fetch = (directive: FetchDirective, own: string[]): [string, string[]] => [
    directive,
    [...new Set([...own, ...extra.flatMap((sources) => sources[directive] ?? [])])],
  ];
  const frameSources = extra.flatMap((sources) => sources['frame-src'] ?? []);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    fetch('script-src', ["'self'", ...[...new Set(inlineScriptHashes)].sort()]),
    // Pages carry style attributes (React `style` props, the theme's collapsibles, diagram widths).
    fetch('style-src', ["'self'", "'unsafe-inline'"]),
    // data: for the SVG icons Infima and the theme draw in CSS.
    fetch('img-src', ["'self'", 'data:']),
    fetch('font-src', ["'self'"]),
    fetch('connect-src', ["'self'"]),
    ...(frameSources.length ? [fetch('frame-src', [])] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

// Browser features the docs never use, switched off for the page and anything it embeds.
const disabledFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
];

export type Header = [name: string, value: string];

export function checkStrictTransportSecurity(value: string): string {
  if (!/^max-age=\d+(?:;\s*includeSubDomains)?(?:;\s*preload)?$/i.test(value.trim())) {
    throw new Error(
      `STRICT_TRANSPORT_SECURITY must look like "max-age=31536000; includeSubDomains"; got "${value}"`,
    );
  }
  return value.trim();
}

export function securityHeaders(
  policy: string,
  { strictTransportSecurity = null }: { strictTransportSecurity?: string | null } = {},
): Header[] {
  const hsts: Header[] = strictTransportSecurity
    ? [['Strict-Transport-Security', checkStrictTransportSecurity(strictTransportSecurity)]]
    : [];
  return [
    ['Content-Security-Policy', policy],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', disabledFeatures.map((feature) => `${feature}=()`).join(', ')],
    ...hsts,
  ];
}

export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;
