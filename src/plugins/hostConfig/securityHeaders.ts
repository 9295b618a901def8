/**
 * The HTTP headers of every response, built once here for every host file (`_headers`, the nginx
 * include) so that the hosts cannot disagree. `npm run serve` and the browser tests use `_headers`.
 */
import { createHash } from 'node:crypto';
import { algolia, isAlgoliaConfigured } from '../../config/env';
import { searchConfig } from '../../config/search';
import { thirdParty } from '../../config/thirdParty';
import { thirdPartyScriptUrls } from '../../config/thirdPartyUrls';

/** The third-party services a build talks to; each one opens the policy only as far as it needs. */
export type ThirdPartySources = {
  /** Algolia search (ALGOLIA_* set): its app id names the hosts; insights adds click analytics. */
  algolia: { appId: string; insights: boolean } | null;
  /** Google Analytics 4 (ANALYTICS_ID). */
  analytics: boolean;
  /** Google Tag Manager (TAG_MANAGER_ID). */
  tagManager: boolean;
  /** The AI-assistant widget (AI_WIDGET_ID). */
  aiWidget: boolean;
};

/** The services this build is configured with (environment variables at build time). */
export const siteThirdParties: ThirdPartySources = {
  algolia:
    isAlgoliaConfigured && algolia.appId
      ? { appId: algolia.appId, insights: searchConfig.insights }
      : null,
  analytics: Boolean(thirdParty.analyticsId),
  tagManager: Boolean(thirdParty.tagManagerId),
  aiWidget: Boolean(thirdParty.aiWidgetId),
};

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

/**
 * DocSearch loads Algolia's click-analytics library from jsDelivr when insights are on. The exact
 * file is allowed, not the CDN: jsDelivr serves any npm package, so an injected tag could load any
 * script. tests/unit/securityHeaders.test.ts fails when DocSearch moves to another version.
 */
export const algoliaInsightsScript =
  'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js';

function algoliaSources({ appId, insights }: { appId: string; insights: boolean }): Sources {
  if (!/^[A-Za-z0-9]+$/.test(appId)) throw new Error(`Unexpected Algolia app id: ${appId}`);
  // The hosts of the algoliasearch client: read, write, and the three fallbacks it retries on.
  const hosts = [
    '-dsn.algolia.net',
    '.algolia.net',
    '-1.algolianet.com',
    '-2.algolianet.com',
    '-3.algolianet.com',
  ];
  return {
    'connect-src': [
      ...hosts.map((suffix) => `https://${appId}${suffix}`),
      ...(insights ? ['https://insights.algolia.io'] : []),
    ],
    'script-src': insights ? [algoliaInsightsScript] : [],
  };
}

/** Google Analytics 4, as Google's Content-Security-Policy guide for gtag.js lists it. */
const analyticsSources: Sources = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/**
 * Google Tag Manager's own script. Tags that the container injects as custom HTML (inline scripts,
 * other vendors) are not allowed: add their hosts here when a container needs them.
 */
const tagManagerSources: Sources = {
  'script-src': [origin(thirdPartyScriptUrls.tagManager)],
  'img-src': [origin(thirdPartyScriptUrls.tagManager)],
  'connect-src': [origin(thirdPartyScriptUrls.tagManager)],
};

/**
 * The kapa.ai widget, as kapa's CSP guide lists it: the bundle, its API and the fallback API host,
 * its metrics, and the bot checks (reCAPTCHA, hCaptcha) that run in frames and inject styles.
 */
const aiWidgetSources: Sources = {
  'script-src': [
    origin(thirdPartyScriptUrls.aiWidget),
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
    'https://hcaptcha.com',
    'https://*.hcaptcha.com',
  ],
  'connect-src': [
    'https://proxy.kapa.ai',
    'https://kapa-widget-proxy-la7dkmplpq-uc.a.run.app',
    'https://metrics.kapa.ai',
    'https://hcaptcha.com',
    'https://*.hcaptcha.com',
  ],
  'frame-src': [
    'https://www.google.com/recaptcha/',
    'https://hcaptcha.com',
    'https://*.hcaptcha.com',
  ],
  'style-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  'img-src': [origin(thirdPartyScriptUrls.aiWidget)],
};

export function inlineScriptHash(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/** The site itself, the hashes of its own inline scripts, the configured third parties' hosts. */
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
    // Inline scripts only by hash (colour mode before first paint, ...), never 'unsafe-inline'.
    fetch('script-src', ["'self'", ...[...new Set(inlineScriptHashes)].sort()]),
    // 'unsafe-inline': pages carry style attributes (React `style` props, the theme's
    // collapsibles, the width of each build-time diagram).
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

/** Browser features the docs never use, switched off for the page and anything it embeds. */
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

/** A Strict-Transport-Security value: `max-age=<seconds>`, then `includeSubDomains` and `preload` if wanted. */
export function checkStrictTransportSecurity(value: string): string {
  if (!/^max-age=\d+(?:;\s*includeSubDomains)?(?:;\s*preload)?$/i.test(value.trim())) {
    throw new Error(
      `STRICT_TRANSPORT_SECURITY must look like "max-age=31536000; includeSubDomains"; got "${value}"`,
    );
  }
  return value.trim();
}

/** In the order the host files list them; Strict-Transport-Security only when it is set. */
export function securityHeaders(
  policy: string,
  { strictTransportSecurity = null }: { strictTransportSecurity?: string | null } = {},
): Header[] {
  const headers: Header[] = [
    ['Content-Security-Policy', policy],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', disabledFeatures.map((feature) => `${feature}=()`).join(', ')],
  ];
  if (!strictTransportSecurity) return headers;
  return [
    ...headers,
    ['Strict-Transport-Security', checkStrictTransportSecurity(strictTransportSecurity)],
  ];
}

/** Cache rules: hashed file names never change, everything else is revalidated on each use. */
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;
