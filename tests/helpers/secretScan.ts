/**
 * Finds credentials in text meant for the public: the build output, where a
 * key that leaked through an environment variable or a copied example would
 * be served to everyone. tests/content/security.test.ts runs it on every text
 * file of `build/`.
 *
 * What counts as a secret is a real-looking value: the documentation shows
 * token formats on purpose, with placeholders. Allowed, never reported:
 * - placeholders in angle brackets or variables: `<your-api-token>`,
 *   `*:development.<random-string>`, `$UNLEASH_PAT`, `process.env.UNLEASH_API_TOKEN`;
 * - Unleash's documented local-development tokens (`*:development.unleash-insecure-api-token`)
 *   and short made-up secrets (`default:development.4a1f9c2e`): the patterns
 *   want the length of a real secret (32 or more hex digits for Unleash tokens);
 * - obviously fake values: containing `example`, `placeholder`, `your` or
 *   `xxxxxx`, or made of fewer than 6 distinct characters (`aaaa...`, `0000...`);
 * - the public Algolia search key of the build (`allow`).
 */

export type SecretFinding = { kind: string; value: string };

/** Each pattern is global; its group 1, when present, is the secret part. */
const rules: { kind: string; pattern: RegExp }[] = [
  {
    // <projects>:<environment>.<secret>, where projects is a name, `*` or `[]`.
    kind: 'Unleash API token',
    pattern: /(?<![\w.-])(?:\*|\[\]|[a-z0-9][\w-]*):[a-z0-9][\w-]*\.([0-9a-f]{32,})(?![\w])/gi,
  },
  { kind: 'Unleash personal access token', pattern: /\buser:([0-9a-f]{32,})\b/gi },
  { kind: 'GitHub token', pattern: /\b(gh[opsur]_[A-Za-z0-9]{36,})\b/g },
  { kind: 'GitHub fine-grained token', pattern: /\b(github_pat_[A-Za-z0-9_]{40,})\b/g },
  { kind: 'AWS access key id', pattern: /\b((?:AKIA|ASIA)[0-9A-Z]{16})\b/g },
  { kind: 'private key', pattern: /(-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----)/g },
  { kind: 'Slack token', pattern: /\b(xox[abprs]-[A-Za-z0-9-]{20,})\b/g },
  { kind: 'Stripe secret key', pattern: /\b((?:sk|rk)_live_[A-Za-z0-9]{20,})\b/g },
  {
    // A 32-hex-digit key named as an admin or write key (ALGOLIA_ADMIN_API_KEY, adminApiKey, writeKey).
    kind: 'Algolia admin key',
    pattern: /(?:admin|write)[\w-]{0,12}key["'`]?\s*[:=]\s*["'`]?([0-9a-f]{32})(?![0-9a-f])/gi,
  },
  {
    // Any other 32-hex-digit Algolia key: only the build's own search key may appear.
    kind: 'Algolia API key',
    pattern:
      /(?:x-algolia-api-key|algolia[\w-]{0,20}key|\bapiKey|\bapi_key)["'`]?\s*[:=]\s*["'`]?([0-9a-f]{32})(?![0-9a-f])/gi,
  },
  {
    kind: 'bearer token',
    pattern: /\bBearer\s+([A-Za-z0-9._~+/-]{32,}=*)/g,
  },
];

/** Values no real secret looks like. */
export function looksFake(value: string): boolean {
  return /example|placeholder|your|x{6}|0123456789abcdef/i.test(value) || new Set(value).size < 6;
}

export type ScanOptions = {
  /** Public values that may appear (the Algolia search key of the build). */
  allow?: string[];
  /** Exact secret values to look for as they are (from the environment of the build). */
  knownSecrets?: string[];
};

/** Every real-looking secret in `text`. */
export function findSecrets(
  text: string,
  { allow = [], knownSecrets = [] }: ScanOptions = {},
): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const { kind, pattern } of rules) {
    for (const match of text.matchAll(pattern)) {
      const value = match[1] ?? match[0];
      if (allow.includes(value) || (kind !== 'private key' && looksFake(value))) continue;
      findings.push({ kind, value });
    }
  }
  for (const secret of knownSecrets) {
    if (text.includes(secret)) findings.push({ kind: 'value of a secret variable', value: secret });
  }
  return findings;
}

/** Environment variables that hold secrets by their name. */
const secretNames = /ADMIN|SECRET|TOKEN|PASSWORD|PRIVATE|CREDENTIAL/i;

/**
 * The values of secret environment variables (ALGOLIA_ADMIN_API_KEY, ...)
 * long enough to be real, so that a build run with them set can be checked
 * for the values themselves.
 */
export function secretEnvValues(env: NodeJS.ProcessEnv): string[] {
  return Object.entries(env)
    .filter(([name, value]) => secretNames.test(name) && value && value.trim().length >= 12)
    .map(([, value]) => value!.trim());
}

/** A finding, shortened so that the test output does not republish the secret. */
export function redact(value: string): string {
  return value.length <= 10
    ? value
    : `${value.slice(0, 6)}…${value.slice(-2)} (${value.length} chars)`;
}
