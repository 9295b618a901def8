// What a host answers before it looks for a file, as the build's nginx include does
// (src/plugins/hostConfig/nginx.ts): scripts/serve.ts is no more lenient than the CDN.
import path from 'node:path';
import { hostOnlyPaths, unsafePathPattern } from '../../src/plugins/hostConfig/nginx';
import { cleanPathRedirect } from './urls';

export type HostAnswer =
  /** Serve the file for `path` (decoded, dot segments resolved), or the not-found page. */
  | { kind: 'file'; path: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'error'; status: 400 | 404 | 405 };

/** nginx matches `unsafePathPattern` on the bytes of the path; a latin1 string has one character per byte. */
const unsafeBytes = new RegExp(unsafePathPattern);
export function isUnsafePath(decodedPath: string): boolean {
  return unsafeBytes.test(Buffer.from(decodedPath, 'utf8').toString('latin1'));
}

export type RedirectTable = { exact: Map<string, string>; splats: Array<[string, string]> };

export function parseRedirectsFile(text: string): RedirectTable {
  const exact = new Map<string, string>();
  const splats: Array<[string, string]> = [];
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to || status !== '301') continue;
    if (from.endsWith('/*')) splats.push([from.slice(0, -1), to]);
    else if (!exact.has(from)) exact.set(from, to);
  }
  return { exact, splats };
}

/** A splat redirect copies only a rest of route characters, not starting with a slash (as nginx). */
const routeRest = /^[A-Za-z0-9._~-][A-Za-z0-9._~/-]*$/;

export function redirectTarget(table: RedirectTable, pathname: string): string | null {
  const exact = table.exact.get(pathname);
  if (exact !== undefined) return exact;
  for (const [prefix, to] of table.splats) {
    const rest = pathname.slice(prefix.length);
    if (pathname.startsWith(prefix) && routeRest.test(rest)) return to.replace(':splat', rest);
  }
  return null;
}

export const encodePath = (decoded: string): string =>
  encodeURI(decoded).replace(/[?#]/g, encodeURIComponent);

/** The path as nginx's `$uri` (trailing slash kept); null above the root (nginx's 400). */
export function normalizePath(decoded: string): string | null {
  // Relative to `.`, normalize keeps the `..` that climb above the root; a final `.` or `..` gets
  // a slash, which normalize then keeps.
  const relative = path.posix.normalize(`.${decoded.replace(/\/\.\.?$/, '$&/')}`);
  if (relative === '..' || relative.startsWith('../')) return null;
  return relative === '.' || relative === './' ? '/' : `/${relative}`;
}

export function hostAnswer(request: {
  method: string;
  url: string;
  redirects: RedirectTable;
}): HostAnswer {
  const { method, url, redirects } = request;
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'error', status: 405 };
  const rawPath = url.split('?')[0]!;
  const search = url.slice(rawPath.length);
  if (!rawPath.startsWith('/')) return { kind: 'error', status: 400 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'error', status: 400 };
  }
  const pathname = normalizePath(decoded);
  if (pathname === null || isUnsafePath(pathname)) return { kind: 'error', status: 400 };
  if (
    hostOnlyPaths.exact.includes(pathname) ||
    hostOnlyPaths.folders.some((folder) => pathname.startsWith(folder))
  ) {
    return { kind: 'error', status: 404 };
  }
  const legacy = redirectTarget(redirects, pathname);
  if (legacy !== null) return { kind: 'redirect', location: legacy };
  const clean = cleanPathRedirect(pathname);
  if (clean !== null) return { kind: 'redirect', location: encodePath(clean) + search };
  // 255 bytes: the longest file name Linux file systems take.
  if (pathname.split('/').some((segment) => Buffer.byteLength(segment) > 255)) {
    return { kind: 'error', status: 404 };
  }
  return { kind: 'file', path: pathname };
}
