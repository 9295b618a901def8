// Downloads the files pinned in src/config/remoteContent.ts and converts each into a page that can
// stand in for ours, for a build with UNLEASH_REMOTE_CONTENT=1 (src/remoteContent/overlay.ts).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import headings from '@docusaurus/mdx-loader/lib/remark/headings';
import type { Heading, Html, Parent, Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { remoteContentDir, remotePages, type RemotePage } from '../src/config/remoteContent';
import {
  localDocFile,
  manifestFile,
  sha256,
  type Manifest,
  type ManifestEntry,
} from '../src/remoteContent/overlay';
import { parsePage } from './lib/docsCheck/markdown';

const fileOf = (page: RemotePage) => page.path ?? 'README.md';

export const rawUrl = (page: RemotePage, file = fileOf(page)) =>
  `https://raw.githubusercontent.com/${page.repo}/${page.ref}/${file}`;

const githubUrl = (page: RemotePage, file = fileOf(page), view = 'blob') =>
  `https://github.com/${page.repo}/${view}/${page.ref}/${file}`;

/** Tags GitHub renders in a README; any other `<` is shown as text. */
const htmlTags = new Set(
  (
    'a abbr b bdi bdo blockquote br caption center cite code col colgroup dd del details dfn div dl dt ' +
    'em figcaption figure font h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p picture pre q rp rt ' +
    'ruby s samp small source span strike strong sub summary sup table tbody td tfoot th thead time ' +
    'tr tt u ul var video wbr'
  ).split(' '),
);
// GitHub's alert names are admonition types but for these two.
const alertKinds: Record<string, string> = { important: 'info', caution: 'danger' };
const htmlTitle = /<h1\b[^>]*>[\s\S]*?<\/h1>/i;
const imageExtension = /\.(?:png|jpe?g|gif|svg|webp|avif)$/i;

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

// A link to another pinned file of the same release goes to our page, unless it has a fragment,
// which our version of that page may not have.
function resolver(page: RemotePage, ids: Set<string>) {
  const isAbsolute = (url: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
  const resolve = (url: string) => new URL(url, `https://repo.invalid/${fileOf(page)}`);
  return {
    link: (url: string) => {
      if (/^javascript:/i.test(url)) return githubUrl(page);
      if (url.startsWith('#'))
        return ids.has(decodeFragment(url.slice(1))) ? url : githubUrl(page) + url;
      if (isAbsolute(url)) return url;
      const { pathname, search, hash } = resolve(url);
      const file = pathname.slice(1);
      const sibling = remotePages.find(
        (other) => other.repo === page.repo && other.ref === page.ref && fileOf(other) === file,
      );
      if (sibling && !search && !hash) return sibling.route;
      return githubUrl(page, file, pathname.endsWith('/') ? 'tree' : 'blob') + search + hash;
    },
    image: (url: string) =>
      isAbsolute(url) || url.startsWith('#') ? url : rawUrl(page, resolve(url).pathname.slice(1)),
  };
}

function rewriteHtml(value: string, to: ReturnType<typeof resolver>): string {
  const resolve = (name: string, url: string) => {
    const kind = name.toLowerCase();
    if (kind === 'href') return to.link(url);
    if (kind !== 'srcset') return to.image(url);
    return url.replace(/(^|,\s*)([^\s,]+)/g, (_: string, before: string, src: string) =>
      before.concat(to.image(src)),
    );
  };
  const rewriteTag = (attributes: string) =>
    attributes
      .replace(/\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '')
      .replace(
        /(?<![\w-])(src|href|srcset|poster)(\s*=\s*)(["'])(.*?)\3/gi,
        (_: string, name: string, equals: string, quote: string, url: string) =>
          `${name}${equals}${quote}${resolve(name, url)}${quote}`,
      );
  return value.replace(
    /<(\/?)([A-Za-z][A-Za-z0-9-]*)?([^<>]*>)?/g,
    (match: string, slash: string, name?: string, rest = '') =>
      name && htmlTags.has(name.toLowerCase()) && /^(?:[\s/>]|$)/.test(rest)
        ? `<${slash}${name}${rewriteTag(rest)}`
        : `&lt;${match.slice(1)}`,
  );
}

// Before heading ids are given. The README's title goes: our front matter names the page.
function dropTitle(tree: Root): void {
  visit(tree, 'html', (node, index, parent) => {
    node.value = node.value.replace(/<!--[\s\S]*?(?:-->|$)/g, '').trim();
    if (node.value || !parent || index === undefined) return undefined;
    parent.children.splice(index, 1);
    // `## Contents <!-- omit in toc -->`: the heading's id must not end in a dash.
    const before = parent.children[index - 1];
    if (parent.type === 'heading' && before?.type === 'text') before.value = before.value.trimEnd();
    return [SKIP, index];
  });
  const index = tree.children.findIndex(
    (node) => node.type === 'heading' || (node.type === 'html' && htmlTitle.test(node.value)),
  );
  const title = tree.children[index];
  if (title?.type === 'html') title.value = title.value.replace(htmlTitle, '').trim();
  if (title?.type === 'html' ? !title.value : title?.type === 'heading' && title.depth === 1)
    tree.children.splice(index, 1);
  const all: Heading[] = [];
  visit(tree, 'heading', (node) => void all.push(node));
  if (all.some((node) => node.depth === 1))
    for (const node of all) node.depth = Math.min(6, node.depth + 1) as Heading['depth'];
}

// After Docusaurus's own heading plugin has given the ids.
function rewrite(tree: Root, page: RemotePage, ids: Set<string>): void {
  tree.children = tree.children.filter((node) => node.type !== 'yaml');
  visit(tree, 'heading', (node) => {
    // The id Docusaurus's heading plugin set; written out, it is the id whatever compiles the page.
    const id = (node.data as { id?: string } | undefined)?.id;
    if (!id) return;
    ids.add(id);
    node.children.push({ type: 'text', value: ` {#${id}}` });
  });
  visit(tree, 'html', (node) => {
    for (const match of node.value.matchAll(/<[A-Za-z][^<>]*?\sid=["']([^"']+)["']/g))
      ids.add(match[1] ?? '');
  });
  visit(tree, 'blockquote', (node, index, parent) => {
    const [paragraph, ...rest] = node.children;
    if (paragraph?.type !== 'paragraph' || !parent || index === undefined) return undefined;
    const text = paragraph.children[0];
    const alert =
      text?.type === 'text' &&
      /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i.exec(text.value);
    if (!text || !alert) return undefined;
    text.value = text.value.slice(alert[0].length);
    const body = text.value || paragraph.children.length > 1 ? node.children : rest;
    const name = (alert[1] ?? '').toLowerCase();
    const kind = alertKinds[name] ?? name;
    const fence = (value: string): Html => ({ type: 'html', value });
    (parent as Parent).children.splice(index, 1, fence(`:::${kind}`), ...body, fence(':::'));
    return index + body.length + 2;
  });
  const to = resolver(page, ids);
  visit(tree, (node) => {
    if (node.type === 'link') node.url = to.link(node.url);
    if (node.type === 'image') node.url = to.image(node.url);
    if (node.type === 'html') node.value = rewriteHtml(node.value, to);
    if (node.type === 'definition')
      node.url = imageExtension.test(node.url) ? to.image(node.url) : to.link(node.url);
  });
}

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Our front matter with `mdx.format: md` (a README is not MDX), a note naming the source, an empty
 * anchor for each anchor of our page the README lacks (other pages link to them), then the README.
 */
export async function convertReadme(
  readme: string,
  page: RemotePage,
  localSource: string,
): Promise<string> {
  const ids = new Set<string>();
  const body = await unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(() => dropTitle)
    .use(headings, { anchorsMaintainCase: false })
    .use(() => (tree: Root) => rewrite(tree, page, ids))
    .use(remarkStringify, { bullet: '-', emphasis: '_', rule: '-' })
    .process(readme);

  const localFrontMatter = frontMatterPattern.exec(localSource)?.[1] ?? '';
  const frontMatter = `${localFrontMatter.replace(/^mdx:.*\n?(?:[ \t].*\n?)*/m, '').trimEnd()}\nmdx:\n  format: md`;
  const anchors = [...(await parsePage(localSource)).anchors]
    .filter((id) => !ids.has(id))
    .map((id) => `<a id="${id}"></a>`)
    .join('');
  const repoLink = `[${page.repo}](https://github.com/${page.repo})`;
  const isReadme = fileOf(page) === 'README.md';
  const note = [
    `:::note[${isReadme ? 'Upstream README' : 'Upstream documentation'}]`,
    `This page shows ${isReadme ? `the README of ${repoLink}` : `\`${fileOf(page)}\` from ${repoLink}`} at version ${page.version ?? page.ref.replace(/^v/, '')} ([source](${githubUrl(page)})), as published upstream. In this build it takes the place of our own reference page for this topic.`,
    ':::',
  ].join('\n\n');
  return [`---\n${frontMatter}\n---`, note, anchors, String(body).trim()]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}

type FetchResponse = { ok: boolean; status: number; text: () => Promise<string> };
export type FetchFunction = (url: string, init: { signal: AbortSignal }) => Promise<FetchResponse>;

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timed out';
  const { cause } = error;
  const code =
    cause && typeof cause === 'object' && 'code' in cause ? ` (${String(cause.code)})` : '';
  return `${error.message}${code}`;
}

/** Never throws for a failed download: that page keeps ours. */
export async function refreshRemoteContent(options: {
  fetch: FetchFunction;
  siteDir?: string;
  pages?: readonly RemotePage[];
  timeoutMs?: number;
  log?: (line: string) => void;
}): Promise<Manifest> {
  const { siteDir = path.join(__dirname, '..'), pages = remotePages, timeoutMs = 10_000 } = options;
  const { log = () => undefined } = options;
  const docsDir = path.join(siteDir, 'docs');
  const remoteDir = path.join(siteDir, remoteContentDir);
  fs.rmSync(remoteDir, { recursive: true, force: true });

  const manifest: Manifest = { generatedAt: new Date().toISOString(), pages: [], kept: [] };
  const results = await Promise.all(
    pages.map(async (page): Promise<ManifestEntry | { route: string; reason: string }> => {
      const localFile = localDocFile(docsDir, page.route);
      if (!localFile) return { route: page.route, reason: 'we have no page for this route' };
      const url = rawUrl(page);
      try {
        const response = await options.fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const readme = await response.text();
        if (!readme.trim()) throw new Error('empty file');
        const local = fs.readFileSync(path.join(docsDir, localFile));
        const file = `${page.route.replace(/^\/+|\/+$/g, '')}.md`;
        fs.mkdirSync(path.dirname(path.join(remoteDir, file)), { recursive: true });
        fs.writeFileSync(path.join(remoteDir, file), await convertReadme(readme, page, `${local}`));
        return { ...page, file, url, localSha256: sha256(local) };
      } catch (error) {
        return { route: page.route, reason: `${describe(error)}: ${url}` };
      }
    }),
  );
  for (const result of results) {
    if ('file' in result) {
      manifest.pages.push(result);
      log(`  upstream  ${result.route}  (${result.repo}@${result.ref} ${fileOf(result)})`);
    } else {
      manifest.kept.push(result);
      log(`  ours      ${result.route}  (${result.reason})`);
    }
  }
  fs.mkdirSync(remoteDir, { recursive: true });
  fs.writeFileSync(path.join(remoteDir, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);

  log(
    manifest.pages.length === 0
      ? `No page could be downloaded (offline?): all ${pages.length} pages keep our version.`
      : `${manifest.pages.length} pages downloaded into ${remoteContentDir}/, ${manifest.kept.length} keep our version. ` +
          'Build with UNLEASH_REMOTE_CONTENT=1 to render the downloaded ones.',
  );
  return manifest;
}

export function exitCode(manifest: Manifest, strict: boolean): number {
  return strict && manifest.kept.length > 0 ? 1 : 0;
}

const usage = 'Usage: npm run content:remote [-- --strict]';

async function main(): Promise<void> {
  let values: { strict?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { strict: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    // An unknown flag must not start a refresh, which first empties .remote-content/.
    console.error(`${(error as Error).message}\n${usage}`);
    process.exitCode = 2;
    return;
  }
  if (values.help) return console.log(usage);
  const manifest = await refreshRemoteContent({
    fetch: (url, init) => fetch(url, init),
    log: (line) => console.log(line),
  });
  process.exitCode = exitCode(manifest, values.strict === true);
}

if (require.main === module) void main();
