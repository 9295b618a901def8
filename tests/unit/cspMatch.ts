/**
 * Enough of the CSP source-matching rules to ask whether a policy lets a URL
 * through: scheme sources, hosts with a leading `*.` wildcard, and paths
 * (a path ending in `/` covers everything below it, any other path one file).
 */

function sourceMatches(source: string, url: URL, selfOrigin: string): boolean {
  if (source === "'self'") return url.origin === selfOrigin;
  if (source.startsWith("'")) return false;
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return url.protocol === source.toLowerCase();
  const match = source.match(
    /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?(\/.*)?$/i,
  );
  if (!match) return false;
  const [, scheme, wildcard, host, port, sourcePath] = match;
  if (scheme && `${scheme.toLowerCase()}:` !== url.protocol) return false;
  const hostname = url.hostname.toLowerCase();
  const wanted = host!.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${wanted}`) : hostname !== wanted) return false;
  if (port && port !== '*' && port !== url.port) return false;
  if (!sourcePath) return true;
  return sourcePath.endsWith('/')
    ? url.pathname.startsWith(sourcePath)
    : url.pathname === sourcePath;
}

/** Whether `directive` (or default-src in its absence) lets the browser fetch `url`. */
export function policyAllows(
  policy: Map<string, string[]>,
  directive: string,
  url: string,
  selfOrigin = 'https://docs.getunleash.io',
): boolean {
  const sources = policy.get(directive) ?? policy.get('default-src') ?? [];
  return sources.some((source) => sourceMatches(source, new URL(url), selfOrigin));
}
