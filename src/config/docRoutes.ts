import fs from 'node:fs';
import path from 'node:path';

const docsDir = path.join(__dirname, '..', '..', 'docs');
const extensions = ['.md', '.mdx'];

/**
 * Whether an authored doc page serves `route` (docs live at the site root).
 * Chrome links to pages that have not landed yet are left out instead of
 * breaking the build; they appear as soon as the page exists.
 */
export function docRouteExists(route: string): boolean {
  const rel = route.replace(/^\/+|\/+$/g, '');
  if (!rel) return true;
  return extensions.some(
    (ext) =>
      fs.existsSync(path.join(docsDir, rel + ext)) ||
      fs.existsSync(path.join(docsDir, rel, `index${ext}`)),
  );
}
