/** The route for `/a/index.html`, `/a.htm`, `/a.html` or `/a/`; null when the path is clean. */
export function cleanPathRedirect(pathname: string): string | null {
  let clean = pathname.replace(/\/index\.html?$/i, '/').replace(/\.html?$/i, '');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  if (clean === '') clean = '/';
  return clean === pathname ? null : clean;
}
