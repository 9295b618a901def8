// The writer's mistakes that the build finds late, one at a time, or not at all, in seconds.
// Routes and heading ids come from Docusaurus's own slug rules and heading plugin.
import fs from 'node:fs';
import path from 'node:path';
import getSlug from '@docusaurus/plugin-content-docs/lib/slug.js';
import { DocFrontMatterSchema } from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import { DefaultNumberPrefixParser } from '@docusaurus/plugin-content-docs/lib/numberPrefix.js';
import {
  DEFAULT_PARSE_FRONT_MATTER,
  fileToPath,
  GlobExcludeDefault,
  Globby,
  normalizeUrl,
  posixPath,
} from '@docusaurus/utils';
import {
  frontMatterBlock,
  frontMatterKeyLine,
  frontMatterSyntaxProblems,
} from '../../../src/config/frontMatter';
import type { OutlineEntry } from '../../../src/config/sidebarOutline';
import type { KnownPage } from './apiPages';
import { parseAll, type ParsedPage, type Reference } from './markdown';
import { findMermaidProblems } from '../../../src/plugins/mermaidSvg/syntax';

const notInSidebarKey = 'not_in_sidebar';

/** `file` is relative to the site folder, with forward slashes. */
export type Problem = { file: string; line: number; message: string };

interface CheckOptions {
  siteDir: string;
  outline: OutlineEntry[];
  /** Pages that are not files of `docs/`: the API reference, `/search`. */
  otherPages?: (KnownPage & { source: string })[];
}

interface Doc {
  file: string;
  rel: string;
  content: string;
  id: string;
  route?: string;
  frontMatter: Record<PropertyKey, unknown>;
  page: ParsedPage;
}

const docExtensions = /\.mdx?$/;
/** Marks front matter already reported as unreadable. */
const brokenFrontMatter = Symbol('broken front matter');

/** The files the docs or pages plugin reads in `dir` (its default `include` and `exclude`). */
async function contentFiles(dir: string, include: string): Promise<string[]> {
  return (await Globby([include], { cwd: dir, ignore: GlobExcludeDefault })).sort();
}

export async function checkDocs(options: CheckOptions): Promise<Problem[]> {
  const { siteDir } = options;
  const docsDir = path.join(siteDir, 'docs');
  const problems: Problem[] = [];
  const rel = (file: string): string => posixPath(path.relative(siteDir, file));
  const report = (file: string, line: number, message: string): void => {
    problems.push({ file: rel(file), line, message });
  };

  // 1. Every doc: front matter, id, route, and what its body links to.
  const read = await Promise.all(
    (await contentFiles(docsDir, '**/*.{md,mdx}')).map(async (source) => {
      const file = path.join(docsDir, source);
      const content = fs.readFileSync(file, 'utf8');
      const frontMatter = await readFrontMatter(file, content, report);
      const sourceDirName = path.posix.dirname(source);
      const baseID =
        typeof frontMatter.id === 'string'
          ? frontMatter.id
          : DefaultNumberPrefixParser(path.posix.parse(source).name).filename;
      const id = sourceDirName === '.' ? baseID : `${sourceDirName}/${baseID}`;
      let route: string | undefined;
      try {
        const slug = getSlug({
          baseID,
          source,
          sourceDirName,
          frontMatterSlug: typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined,
        });
        // The site has trailingSlash: false, so an index doc's '/dir/' is served as '/dir'.
        route = withoutTrailingSlash(normalizeUrl(['/', slug]));
      } catch (error) {
        report(file, frontMatterKeyLine(content, 'slug'), firstLine((error as Error).message));
      }
      // Drafts are left out of production builds: nothing may link to them.
      if (frontMatter.draft === true) route = undefined;
      return { file, rel: rel(file), content, id, route, frontMatter };
    }),
  );
  const parsed = await parseAll(read.map((doc) => doc.content));
  const docs = read.map((doc, index): Doc => ({ ...doc, page: parsed[index]! }));
  docs.sort((a, b) => a.rel.localeCompare(b.rel));

  // 2. Routes, and two sources claiming one.
  const pages = new Map<string, { anchors: ReadonlySet<string> | 'any'; sources: Source[] }>();
  type Source = { label: string; file?: string; line: number };
  const claim = (route: string, anchors: ReadonlySet<string> | 'any', source: Source): void => {
    const entry = pages.get(route);
    if (entry) entry.sources.push(source);
    else pages.set(route, { anchors, sources: [source] });
  };
  for (const doc of docs) {
    if (!doc.route) continue;
    const line = doc.frontMatter.slug ? frontMatterKeyLine(doc.content, 'slug') : 1;
    claim(doc.route, new Set(doc.page.anchors), { label: doc.rel, file: doc.file, line });
  }
  const pagesDir = path.join(siteDir, 'src', 'pages');
  for (const source of await contentFiles(pagesDir, '**/*.{js,jsx,ts,tsx,md,mdx}')) {
    const file = path.join(pagesDir, source);
    // React pages: their anchors are not known without rendering them.
    claim(withoutTrailingSlash(fileToPath(source)), 'any', { label: rel(file), file, line: 1 });
  }
  for (const page of options.otherPages ?? []) {
    claim(page.route, page.anchors, { label: page.source, line: 1 });
  }
  for (const [route, { sources }] of pages) {
    sources.forEach(({ file, line }, index) => {
      const others = sources.filter((_, at) => at !== index).map((other) => other.label);
      if (file && others.length) {
        report(file, line, `duplicate route ${route}: also served by ${others.join(', ')}`);
      }
    });
  }

  // 3. Each doc's syntax, links, anchors, images and modules, its place in the outline, its title.
  const listed = new Set(outlineDocIds(options.outline));
  for (const doc of docs) {
    const error = doc.page.syntaxError;
    if (error) report(doc.file, error.line, `MDX syntax error: ${error.message}`);
    // The build fails on these too (src/plugins/mermaidSvg); here all at once.
    for (const problem of findMermaidProblems(doc.content)) {
      report(doc.file, problem.line, problem.message);
    }
    for (const reference of doc.page.references) {
      const message = checkReference(reference, doc, { docs, pages, siteDir });
      if (message) report(doc.file, reference.line, message);
    }
    if (doc.frontMatter.draft === true) continue;
    const marked = doc.frontMatter[notInSidebarKey] === true;
    if (!marked && !listed.has(doc.id)) {
      report(
        doc.file,
        1,
        `page ${doc.route ?? doc.id} is not in src/config/sidebar-outline.yaml: add it there, or mark it '${notInSidebarKey}: true' in its front matter`,
      );
    }
    if (marked && listed.has(doc.id)) {
      report(
        doc.file,
        frontMatterKeyLine(doc.content, notInSidebarKey),
        `page ${doc.id} is in src/config/sidebar-outline.yaml but marked '${notInSidebarKey}: true'`,
      );
    }
    if (
      doc.frontMatter.title === undefined &&
      !doc.page.hasH1 &&
      !doc.frontMatter[brokenFrontMatter]
    ) {
      report(
        doc.file,
        1,
        `no title: add 'title:' to the front matter (the page would be titled '${doc.id}')`,
      );
    }
  }

  return problems.sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.message.localeCompare(b.message),
  );
}

function withoutTrailingSlash(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}

/** The front matter as Docusaurus reads it; reports syntax errors and known keys of the wrong type. */
async function readFrontMatter(
  file: string,
  content: string,
  report: (file: string, line: number, message: string) => void,
): Promise<Record<PropertyKey, unknown>> {
  const syntax = frontMatterSyntaxProblems(content);
  for (const problem of syntax) report(file, problem.line, problem.message);
  if (syntax.length) return { [brokenFrontMatter]: true };
  if (!frontMatterBlock(content)) return {};
  let frontMatter: Record<string, unknown>;
  try {
    ({ frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent: content }));
  } catch (error) {
    report(file, 1, `front matter could not be parsed: ${firstLine((error as Error).message)}`);
    return { [brokenFrontMatter]: true };
  }
  const { error } = DocFrontMatterSchema.validate(frontMatter, {
    allowUnknown: true,
    abortEarly: false,
  });
  for (const detail of error?.details ?? []) {
    const key = String(detail.path[0] ?? '');
    report(file, frontMatterKeyLine(content, key), `front matter: ${detail.message}`);
  }
  const marker = frontMatter[notInSidebarKey];
  if (marker !== undefined && typeof marker !== 'boolean') {
    report(
      file,
      frontMatterKeyLine(content, notInSidebarKey),
      `front matter: "${notInSidebarKey}" must be true or false`,
    );
  }
  return frontMatter;
}

interface Site {
  docs: Doc[];
  pages: Map<string, { anchors: ReadonlySet<string> | 'any' }>;
  siteDir: string;
}

const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function checkReference(reference: Reference, doc: Doc, site: Site): string | undefined {
  const { url } = reference;
  if (!url || external.test(url)) return undefined;
  const [beforeHash, hash] = url.split(/#(.*)/s);
  const pathPart = beforeHash!.replace(/\?.*$/, '');

  if (reference.kind === 'module') {
    if (!pathPart.startsWith('.') && !pathPart.startsWith('@site/')) return undefined;
    return isFile(pathPart, doc, site, [], moduleSuffixes) ? undefined : `missing file ${url}`;
  }
  if (reference.kind === 'image') {
    return isFile(pathPart, doc, site, ['static']) ? undefined : `missing image ${url}`;
  }

  let route: string;
  if (!pathPart) {
    if (!doc.route) return undefined;
    route = doc.route;
  } else if (docExtensions.test(pathPart)) {
    // A link to a Markdown file: Docusaurus resolves it to that doc's route.
    const files = candidatesFor(pathPart, doc, site, ['docs', '']);
    const target = site.docs.find((other) => files.includes(other.file));
    if (!target) return `broken Markdown link ${url}: no such doc file`;
    if (!target.route) return `broken link ${url}: the page is a draft`;
    route = target.route;
  } else {
    route = withoutTrailingSlash(
      decode(new URL(pathPart, `http://site${doc.route ?? '/'}`).pathname),
    );
    if (!site.pages.has(route)) {
      if (/\.[a-z0-9]+$/i.test(route) && fs.existsSync(path.join(site.siteDir, 'static', route))) {
        return undefined;
      }
      return `broken link ${url}: no page at ${route}`;
    }
  }
  const anchors = site.pages.get(route)?.anchors ?? 'any';
  const found = !hash || anchors === 'any' || anchors.has(hash) || anchors.has(decode(hash));
  return found
    ? undefined
    : `broken anchor ${url}: ${route} has no heading or element with id '${decode(hash)}'`;
}

function candidatesFor(target: string, doc: Doc, site: Site, roots: string[]): string[] {
  const decoded = decode(target);
  if (decoded.startsWith('@site/')) return [path.join(site.siteDir, decoded.slice(6))];
  if (decoded.startsWith('/')) return roots.map((root) => path.join(site.siteDir, root, decoded));
  return [path.resolve(path.dirname(doc.file), decoded)];
}

/** The endings a module path may leave out. */
const moduleSuffixes = [
  '',
  '.ts',
  '.tsx',
  '.js',
  '.jsx',
  '.md',
  '.mdx',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];

/** `/...` is looked up in `roots`, folders of the site. */
function isFile(target: string, doc: Doc, site: Site, roots: string[], suffixes = ['']): boolean {
  return candidatesFor(target, doc, site, roots).some((file) =>
    suffixes.some((suffix) => fs.existsSync(file + suffix) && fs.statSync(file + suffix).isFile()),
  );
}

/** Every doc id the outline lists: items, category pages, cross-sidebar refs and link targets. */
function outlineDocIds(entries: OutlineEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    if ('doc' in entry) return [entry.doc];
    if ('ref' in entry) return [entry.ref];
    if ('href' in entry) return entry.href.startsWith('/') ? [entry.href.slice(1)] : [];
    return [...(entry.link ? [entry.link] : []), ...outlineDocIds(entry.items)];
  });
}
