/**
 * The clean route for a request path written in one of the legacy forms
 * (`/a/index.html`, `/a.htm`, `/a.html`, `/a/`), or null when the path is
 * already clean. Assets (anything else with an extension) are left alone.
 */
export function cleanPathRedirect(pathname: string): string | null {
  let clean = pathname.replace(/\/index\.html?$/i, '/').replace(/\.html?$/i, '');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  if (clean === '') clean = '/';
  return clean === pathname ? null : clean;
}
