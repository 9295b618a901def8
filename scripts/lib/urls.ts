/**
 * The clean route for a request path in one of the legacy forms (`/a/index.html`, `/a.htm`,
 * `/a.html`, `/a/`), or null when the path is already clean. Other extensions are left alone.
 */
export function cleanPathRedirect(pathname: string): string | null {
  let clean = pathname.replace(/\/index\.html?$/i, '/').replace(/\.html?$/i, '');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  if (clean === '') clean = '/';
  return clean === pathname ? null : clean;
}
