import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { findSecrets, looksFake, redact, secretEnvValues } from '../helpers/secretScan';

// Planted secrets are made up at run time, so no real-looking secret sits in this file.
const hex = (bytes: number): string => randomBytes(bytes).toString('hex');
const alnum = (length: number): string =>
  randomBytes(length * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length);
const upper = (length: number): string =>
  randomBytes(length * 2)
    .toString('base64')
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, length);

const kindsIn = (text: string, allow: string[] = []): string[] =>
  findSecrets(text, { allow }).map((finding) => finding.kind);

test('catches planted secrets wherever they sit in a bundle', () => {
  const planted: Array<[string, string]> = [
    [`const token = "*:development.${hex(28)}";`, 'Unleash API token'],
    [`headers: { Authorization: 'default:production.${hex(32)}' }`, 'Unleash API token'],
    [`"[]:staging.${hex(28)}"`, 'Unleash API token'],
    [`curl -H "Authorization: user:${hex(28)}"`, 'Unleash personal access token'],
    [`GITHUB_TOKEN=ghp_${alnum(36)}`, 'GitHub token'],
    [`token: github_pat_${alnum(22)}_${alnum(59)}`, 'GitHub fine-grained token'],
    [`aws_access_key_id = AKIA${upper(16)}`, 'AWS access key id'],
    ['-----BEGIN RSA PRIVATE KEY-----\nMIIE...', 'private key'],
    ['-----BEGIN OPENSSH PRIVATE KEY-----', 'private key'],
    [`{adminApiKey:"${hex(16)}"}`, 'Algolia admin key'],
    [`ALGOLIA_ADMIN_API_KEY=${hex(16)}`, 'Algolia admin key'],
    [`{appId:"APP",apiKey:"${hex(16)}",indexName:"docs"}`, 'Algolia API key'],
    [`Authorization: Bearer ${alnum(40)}`, 'bearer token'],
  ];
  for (const [text, kind] of planted) {
    const kinds = kindsIn(`!function(){var a=1;${text};return a}();`);
    assert.ok(kinds.includes(kind), `${kind} not found in ${text}`);
  }
});

test('the public search key of the build is allowed, any other key is not', () => {
  const searchKey = hex(16);
  const bundle = `{appId:"APP",apiKey:"${searchKey}",indexName:"docs"}`;
  assert.deepEqual(kindsIn(bundle, [searchKey]), []);
  assert.deepEqual(kindsIn(bundle, [hex(16)]), ['Algolia API key']);
});

test('the placeholders the docs use are not secrets', () => {
  const examples = [
    'Authorization: <your-api-token>',
    'curl -H "Authorization: *:development.<random-string>"',
    '<project>:<environment>.<secret>',
    'UNLEASH_API_TOKEN=*:development.unleash-insecure-api-token',
    'default:development.unleash-insecure-frontend-api-token',
    'default:development.4a1f9c2e',
    'Authorization: $UNLEASH_PAT',
    'Authorization: process.env.UNLEASH_API_TOKEN',
    `*:development.${'a'.repeat(56)}`,
    `user:${'0'.repeat(40)}`,
    'AKIAIOSFODNN7EXAMPLE',
    'Authorization: Bearer <your-personal-access-token>',
    `Bearer ${'x'.repeat(40)}`,
    'apiKey: "your-search-only-api-key"',
  ];
  for (const example of examples) assert.deepEqual(kindsIn(example), [], example);
});

test('what the built site legitimately carries is not a secret', () => {
  const builtText = [
    // Content hashes in asset names and integrity attributes.
    '<script src="/assets/js/main.5b1e0a9c.js"></script>',
    `"sha256-${randomBytes(32).toString('base64')}"`,
    // A CSS custom property and a time.
    'a:hover.active{color:red}',
    'at 12:30.5',
    // An ID-like hex that is not named as a key.
    `{id:"${hex(16)}"}`,
  ];
  for (const text of builtText) assert.deepEqual(kindsIn(text), [], text);
});

test('obviously fake values are recognised', () => {
  assert.ok(looksFake('0'.repeat(32)));
  assert.ok(looksFake('your-token-here'));
  assert.ok(looksFake('AKIAIOSFODNN7EXAMPLE'));
  assert.ok(!looksFake(hex(28)));
});

test('the values of secret environment variables are looked for as they are', () => {
  const adminKey = hex(16);
  const values = secretEnvValues({
    ALGOLIA_ADMIN_API_KEY: adminKey,
    GITHUB_TOKEN: 'short',
    ALGOLIA_APP_ID: 'NOTASECRET123',
    PATH: '/usr/bin',
  });
  assert.deepEqual(values, [adminKey]);
  assert.deepEqual(
    findSecrets(`var k="${adminKey}"`, { knownSecrets: values }).map((finding) => finding.kind),
    ['value of a secret variable'],
  );
});

test('findings are shown shortened', () => {
  assert.equal(redact('abcdefghijklmnop'), 'abcdef…op (16 chars)');
});
