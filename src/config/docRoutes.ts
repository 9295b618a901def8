import fs from 'node:fs';
import path from 'node:path';
import { apiOutputDir, apiRouteBase } from './apiReference';
import { frontMatterBlock } from './frontMatter';

const docsDir = path.join(__dirname, '..', '..', 'docs');
const apiDocsDir = path.join(__dirname, '..', '..', apiOutputDir);

/**
 * Whether an authored doc page serves `route` (docs live at the site root). Chrome links to pages
 * that have not landed yet, or are drafts, are left out instead of breaking the build; they appear
 * as soon as the page is published.
 */
export function docRouteExists(route: string): boolean {
  const rel = route.replace(/^\/+|\/+$/g, '');
  if (!rel) return true;
  const file = ['.md', '.mdx']
    .flatMap((ext) => [path.join(docsDir, rel + ext), path.join(docsDir, rel, `index${ext}`)])
    .find((candidate) => fs.existsSync(candidate));
  return file !== undefined && !isDraft(fs.readFileSync(file, 'utf8'));
}

/** Front matter `draft: true` (any line ending): the page is kept in git but left out of production builds. */
export function isDraft(source: string): boolean {
  return /^draft:[ \t]*true[ \t]*\r?$/m.test(frontMatterBlock(source)?.yaml ?? '');
}

/** Whether the generated API reference (api-docs/, from `npm run api:generate`) serves `route`. */
export function apiRouteExists(route: string): boolean {
  if (route !== apiRouteBase && !route.startsWith(`${apiRouteBase}/`)) return false;
  const slug = route.slice(apiRouteBase.length + 1) || 'index';
  return !slug.includes('/') && fs.existsSync(path.join(apiDocsDir, `${slug}.mdx`));
}

/** Whether the built site serves `route` as a page: the home page, search, a doc or API page. */
export function isLiveRoute(route: string): boolean {
  return route === '/' || route === '/search' || docRouteExists(route) || apiRouteExists(route);
}
