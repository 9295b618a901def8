import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  algoliaInsightsScript,
  checkStrictTransportSecurity,
  contentSecurityPolicy,
  inlineScriptHash,
  noThirdParties,
  securityHeaders,
  type ThirdPartySources,
} from '../../src/plugins/hostConfig/securityHeaders';
import { parsePolicy } from '../helpers/csp';
import { thirdPartyScriptUrls } from '../../src/config/thirdPartyUrls';
import { policyAllows } from './cspMatch';

const hashes = [inlineScriptHash('document.documentElement.dataset.theme="light"')];
const policyFor = (thirdParties: Partial<ThirdPartySources>): Map<string, string[]> =>
  parsePolicy(
    contentSecurityPolicy({
      inlineScriptHashes: hashes,
      thirdParties: { ...noThirdParties, ...thirdParties },
    }),
  );
const allHosts = (policy: Map<string, string[]>): string[] =>
  [...policy.values()].flat().filter((source) => source.startsWith('https:'));

test('a hash source is the base64 SHA-256 of the exact script text', () => {
  // The empty string's SHA-256, a published test vector.
  assert.equal(inlineScriptHash(''), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  assert.notEqual(inlineScriptHash('a()'), inlineScriptHash('a() '));
});

test('with no third party, the policy allows the site itself and nothing else', () => {
  const policy = policyFor({});
  assert.deepEqual(
    [...policy.keys()],
    [
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ],
  );
  assert.deepEqual(policy.get('default-src'), ["'self'"]);
  assert.deepEqual(policy.get('script-src'), ["'self'", ...hashes]);
  assert.deepEqual(policy.get('connect-src'), ["'self'"]);
  assert.deepEqual(policy.get('img-src'), ["'self'", 'data:']);
  assert.deepEqual(policy.get('object-src'), ["'none'"]);
  assert.deepEqual(policy.get('frame-ancestors'), ["'self'"]);
  assert.deepEqual(allHosts(policy), []);
});

test('scripts are never allowed inline or through eval, whatever is configured', () => {
  const everything = policyFor({
    algolia: { appId: 'APP1', insights: true },
    analytics: true,
    tagManager: true,
    aiWidget: true,
  });
  for (const keyword of ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'", 'data:', '*']) {
    assert.ok(!everything.get('script-src')!.includes(keyword), keyword);
    assert.ok(!everything.get('default-src')!.includes(keyword), keyword);
  }
});

test('hashes are listed once each, in a stable order', () => {
  const [a, b] = [inlineScriptHash('a()'), inlineScriptHash('b()')];
  const one = contentSecurityPolicy({
    inlineScriptHashes: [b!, a!, b!],
    thirdParties: noThirdParties,
  });
  const two = contentSecurityPolicy({ inlineScriptHashes: [a!, b!], thirdParties: noThirdParties });
  assert.equal(one, two);
  assert.equal(parsePolicy(one).get('script-src')!.length, 3);
});

test('Algolia opens exactly the hosts of its app id', () => {
  const policy = policyFor({ algolia: { appId: 'APP1', insights: false } });
  assert.deepEqual(policy.get('connect-src'), [
    "'self'",
    'https://APP1-dsn.algolia.net',
    'https://APP1.algolia.net',
    'https://APP1-1.algolianet.com',
    'https://APP1-2.algolianet.com',
    'https://APP1-3.algolianet.com',
  ]);
  assert.deepEqual(policy.get('script-src'), ["'self'", ...hashes]);
  assert.ok(
    !policyAllows(policy, 'connect-src', 'https://OTHER-dsn.algolia.net/1/indexes/*/queries'),
  );
});

test('Algolia insights add the events host and the one library file, not the CDN', () => {
  const policy = policyFor({ algolia: { appId: 'APP1', insights: true } });
  assert.ok(policyAllows(policy, 'connect-src', 'https://insights.algolia.io/1/events'));
  assert.ok(policyAllows(policy, 'script-src', algoliaInsightsScript));
  assert.ok(!policyAllows(policy, 'script-src', 'https://cdn.jsdelivr.net/npm/other@1/x.js'));
});

test('the insights library is the version DocSearch loads', () => {
  const bundle = fs.readFileSync(
    path.join(__dirname, '../../node_modules/@docsearch/react/dist/esm/index.js'),
    'utf8',
  );
  const version = bundle.match(
    /="(\d+\.\d+\.\d+)",\w+="https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@"/,
  )?.[1];
  assert.ok(version, 'DocSearch no longer loads search-insights from jsDelivr the same way');
  assert.equal(
    algoliaInsightsScript,
    `https://cdn.jsdelivr.net/npm/search-insights@${version}/dist/search-insights.min.js`,
  );
});

test('an app id that is not plain letters and digits is refused', () => {
  assert.throws(() => policyFor({ algolia: { appId: 'x; script-src *', insights: false } }));
});

test('analytics and tag manager allow the scripts the site loads for them', () => {
  const analytics = policyFor({ analytics: true });
  assert.ok(policyAllows(analytics, 'script-src', `${thirdPartyScriptUrls.analytics}?id=G-1`));
  assert.ok(
    policyAllows(analytics, 'connect-src', 'https://region1.google-analytics.com/g/collect'),
  );
  assert.ok(policyAllows(analytics, 'img-src', 'https://www.google-analytics.com/g/collect'));
  assert.ok(!policyAllows(analytics, 'script-src', thirdPartyScriptUrls.aiWidget));

  const tagManager = policyFor({ tagManager: true });
  assert.ok(policyAllows(tagManager, 'script-src', `${thirdPartyScriptUrls.tagManager}?id=GTM-1`));
  assert.ok(
    !policyAllows(tagManager, 'connect-src', 'https://region1.google-analytics.com/g/collect'),
  );
});

test('the AI widget allows its bundle, its API and its bot check, nothing when off', () => {
  const widget = policyFor({ aiWidget: true });
  assert.ok(policyAllows(widget, 'script-src', thirdPartyScriptUrls.aiWidget));
  assert.ok(policyAllows(widget, 'connect-src', 'https://proxy.kapa.ai/query/v1'));
  assert.ok(policyAllows(widget, 'frame-src', 'https://www.google.com/recaptcha/api2/anchor'));
  assert.ok(!policyAllows(widget, 'frame-src', 'https://www.google.com/maps'));
  assert.equal(policyFor({}).get('frame-src'), undefined);
  assert.ok(!allHosts(policyFor({ analytics: true })).some((host) => host.includes('kapa')));
});

test('each service adds only its own hosts', () => {
  const services: Array<Partial<ThirdPartySources>> = [
    { algolia: { appId: 'APP1', insights: true } },
    { analytics: true },
    { tagManager: true },
    { aiWidget: true },
  ];
  const union = new Set(services.flatMap((service) => allHosts(policyFor(service))));
  const together = policyFor(Object.assign({}, ...services) as Partial<ThirdPartySources>);
  assert.deepEqual(new Set(allHosts(together)), union);
});

test('the security headers', () => {
  const policy = contentSecurityPolicy({
    inlineScriptHashes: hashes,
    thirdParties: noThirdParties,
  });
  const headers = new Map(securityHeaders(policy));
  assert.deepEqual(
    [...headers.keys()],
    ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy'],
  );
  assert.equal(headers.get('Content-Security-Policy'), policy);
  assert.equal(headers.get('X-Content-Type-Options'), 'nosniff');
  assert.equal(headers.get('Referrer-Policy'), 'strict-origin-when-cross-origin');
  assert.match(headers.get('Permissions-Policy')!, /^(?:[a-z-]+=\(\)(?:, |$))+$/);
  assert.match(headers.get('Permissions-Policy')!, /\bcamera=\(\)/);
  assert.match(headers.get('Permissions-Policy')!, /\bgeolocation=\(\)/);
});

test('Strict-Transport-Security is sent only when asked for, and only in its valid form', () => {
  const policy = contentSecurityPolicy({
    inlineScriptHashes: hashes,
    thirdParties: noThirdParties,
  });
  assert.ok(!securityHeaders(policy).some(([name]) => name === 'Strict-Transport-Security'));
  assert.deepEqual(
    securityHeaders(policy, { strictTransportSecurity: 'max-age=86400; includeSubDomains' }).at(-1),
    ['Strict-Transport-Security', 'max-age=86400; includeSubDomains'],
  );
  for (const value of ['max-age=63072000; includeSubDomains; preload', 'max-age=300']) {
    assert.equal(checkStrictTransportSecurity(value), value);
  }
  for (const bad of [
    '31536000',
    'max-age=1y',
    'max-age=300; preload; includeSubDomains',
    'max-age=1, x',
  ]) {
    assert.throws(() => checkStrictTransportSecurity(bad), /STRICT_TRANSPORT_SECURITY/, bad);
  }
});
