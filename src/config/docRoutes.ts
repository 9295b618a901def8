import fs from 'node:fs';
import path from 'node:path';
import { apiOutputDir, apiRouteBase } from './apiReference';
import { frontMatterBlock } from './frontMatter';

const docsDir = path.join(__dirname, '..', '..', 'docs');
const apiDocsDir = path.join(__dirname, '..', '..', apiOutputDir);

// Chrome links to pages not landed yet, or drafts, are left out instead of breaking the build.
export function docRouteExists(route: string): boolean {
  const rel = route.replace(/^\/+|\/+$/g, '');
  if (!rel) return true;
  const file = ['.md', '.mdx']
    .flatMap((ext) => [path.join(docsDir, rel + ext), path.join(docsDir, rel, `index${ext}`)])
    .find((candidate) => fs.existsSync(candidate));
  return file !== undefined && !isDraft(fs.readFileSync(file, 'utf8'));
}

export function isDraft(source: string): boolean {
  return /^draft:[ \t]*true[ \t]*\r?$/m.test(frontMatterBlock(source)?.yaml ?? '');
}

export function apiRouteExists(route: string): boolean {
  if (route !== apiRouteBase && !route.startsWith(`${apiRouteBase}/`)) return false;
  const slug = route.slice(apiRouteBase.length + 1) || 'index';
  return !slug.includes('/') && fs.existsSync(path.join(apiDocsDir, `${slug}.mdx`));
}

export function isLiveRoute(route: string): boolean {
  return route === '/' || route === '/search' || docRouteExists(route) || apiRouteExists(route);
}
