/**
 * The build side of the optional README refresh (src/config/remoteContent.ts
 * holds its data): reads the pages `npm run content:remote` downloaded and,
 * for a build with UNLEASH_REMOTE_CONTENT=1, makes the copy of docs/ with
 * those pages swapped in; the heading and front matter helpers are shared
 * with the download script (scripts/content-remote.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  remotePages,
  isRemoteContentEnabled,
  siteDir,
  remoteContentDirName,
  manifestFileName,
  overlayDirName,
  type ManifestEntry,
  type Manifest,
} from '../config/remoteContent';

/** `/reference/sdks/node` -> `reference/sdks/node.md` */
export function routeFile(route: string): string {
  return `${route.replace(/^\/+|\/+$/g, '')}.md`;
}

/** Our page for `route` in docs/ (relative to docs/), or undefined when there is none. */
export function localDocFile(docsDir: string, route: string): string | undefined {
  const rel = route.replace(/^\/+|\/+$/g, '');
  return [`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`].find((candidate) =>
    fs.existsSync(path.join(docsDir, candidate)),
  );
}

// ---------------------------------------------------------------------------
// Front matter and anchors: applied when the page is downloaded and again when
// a build swaps it in, so a downloaded page always carries our current title,
// sidebar label and description, and every anchor that links to our page use.

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The front matter lines of a page (without the `---` fences) and the rest of it. */
export function splitFrontMatter(source: string): { frontMatter: string; body: string } {
  const match = frontMatterPattern.exec(source);
  if (!match) return { frontMatter: '', body: source };
  return { frontMatter: match[1] ?? '', body: source.slice(match[0].length) };
}

/**
 * Same slugs as github-slugger, which both GitHub and Docusaurus use for
 * heading ids: lower case, everything but letters, marks, numbers, `_`, `-`
 * and spaces dropped, spaces turned into dashes, repeats numbered.
 */
export function createSlugger(): (text: string) => string {
  const occurrences = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{Alphabetic}\p{M}\p{Nd}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    while (occurrences.has(slug)) {
      const count = (occurrences.get(base) ?? 0) + 1;
      occurrences.set(base, count);
      slug = `${base}-${count}`;
    }
    occurrences.set(slug, 0);
    return slug;
  };
}

/** Plain text of a heading's inline markdown, as mdast-util-to-string gives it. */
export function headingText(inline: string): string {
  return inline
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/(`+)(.+?)\1/g, '$2')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)(.+?)(?<=\S)\*(?!\*)/g, '$1$2')
    .replace(/(^|\W)_(?=\S)(.+?)(?<=\S)_(?!\w)/g, '$1$2')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

// Fences may be indented: inside list items they usually are.
const fencePattern = /^[ \t]*(`{3,}|~{3,})/;

/** Calls `visit` for each line outside fenced code blocks. */
function forEachProseLine(lines: string[], visit: (line: string) => void): void {
  let fence: string | undefined;
  for (const line of lines) {
    const marker = fencePattern.exec(line)?.[1];
    if (fence) {
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        !/\S/.test(line.replace(fencePattern, ''))
      ) {
        fence = undefined;
      }
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    visit(line);
  }
}

const atxHeading = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const explicitId = /\s*\{#([^}\s]+)\}\s*$/;
const mdxCommentId = /\s*\{\/\*\s*#(\S+)\s*\*\/\}\s*$/;

/** The heading ids a page gets: `{#id}` where given, github-slugger otherwise. */
export function headingIds(body: string): string[] {
  const slug = createSlugger();
  const ids: string[] = [];
  forEachProseLine(body.split('\n'), (line) => {
    const heading = atxHeading.exec(line);
    if (!heading) return;
    const text = heading[2] ?? '';
    const explicit = explicitId.exec(text)?.[1] ?? mdxCommentId.exec(text)?.[1];
    ids.push(explicit ?? slug(headingText(text)));
  });
  return ids;
}

/** Ids a page defines: its headings and `id="..."` attributes outside code. */
function definedIds(body: string): Set<string> {
  const ids = new Set(headingIds(body));
  forEachProseLine(body.split('\n'), (line) => {
    for (const match of line.matchAll(/\bid=["']([^"']+)["']/g)) ids.add(match[1] ?? '');
  });
  return ids;
}

const anchorLine = /^(?:<a id="[^"]*"><\/a>)+$/m;

/**
 * Puts our front matter (plus `mdx.format: md`, so the page compiles as
 * plain markdown, not MDX) on a downloaded page, and an empty anchor for each
 * heading of our page that the downloaded one lacks: other pages link to
 * those anchors and the build fails on a broken one.
 */
export function withLocalPage(remoteSource: string, localSource: string): string {
  const local = splitFrontMatter(localSource);
  const remote = splitFrontMatter(remoteSource).body.replace(anchorLine, '').replace(/^\n+/, '');
  const frontMatter = `${local.frontMatter.replace(/^mdx:.*\n?(?:[ \t].*\n?)*/m, '').trimEnd()}\nmdx:\n  format: md`;
  const present = definedIds(remote);
  const missing = [...new Set(headingIds(local.body))].filter((id) => !present.has(id));
  const anchors = missing.map((id) => `<a id="${id}"></a>`).join('');
  // The anchors go right after the note that opens the page.
  const noteEnd = /^:::[ \t]*$/m.exec(remote);
  const at = noteEnd ? noteEnd.index + noteEnd[0].length : 0;
  const body = anchors
    ? `${remote.slice(0, at).trimEnd()}\n\n${anchors}\n\n${remote.slice(at).replace(/^\n+/, '')}`
    : remote;
  return `---\n${frontMatter}\n---\n\n${body.replace(/^\n+/, '')}`;
}

// ---------------------------------------------------------------------------
// Build switch

export function readManifest(remoteDir: string): Manifest | undefined {
  const file = path.join(remoteDir, manifestFileName);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), rel) : [rel];
  });
}

function writeIfChanged(file: string, content: Buffer | string): void {
  const next = typeof content === 'string' ? Buffer.from(content) : content;
  if (fs.existsSync(file) && fs.readFileSync(file).equals(next)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, next);
}

export type OverlayResult = {
  /** The docs folder the build should read, relative to the site folder; undefined: docs/. */
  docsPath?: string;
  /** Whether `npm run content:remote` has run (its manifest exists). */
  downloaded: boolean;
  /** Pages taken from upstream, relative to the docs folder. */
  swapped: string[];
  /** Pages of the manifest that keep our version, and why. */
  skipped: Array<{ route: string; reason: string }>;
};

function skipReason(entry: ManifestEntry, remoteDir: string, localFile: string | undefined) {
  const pin = remotePages.find((page) => page.route === entry.route);
  if (!pin) return 'not in the table of src/config/remoteContent.ts';
  if (pin.repo !== entry.repo || pin.ref !== entry.ref || pin.path !== entry.path) {
    return `downloaded at ${entry.repo}@${entry.ref}, pinned to ${pin.repo}@${pin.ref}: run npm run content:remote`;
  }
  if (!localFile) return 'we have no page for this route';
  if (!fs.existsSync(path.join(remoteDir, entry.file))) return `${entry.file} is missing`;
  return undefined;
}

/**
 * Mirrors docs/ into `<remoteDir>/docs-overlay`, with each page of the
 * manifest replaced by its downloaded version. Only writes files that
 * changed, so evaluating the config twice during one build is harmless.
 */
export function prepareDocsOverlay(options: {
  siteDir: string;
  docsDir?: string;
  remoteDir?: string;
}): OverlayResult {
  const docsDir = options.docsDir ?? path.join(options.siteDir, 'docs');
  const remoteDir = options.remoteDir ?? path.join(options.siteDir, remoteContentDirName);
  const manifest = readManifest(remoteDir);
  if (!manifest) return { downloaded: false, swapped: [], skipped: [] };

  // Our file (relative to docs/) -> the downloaded page that takes its place.
  // An .mdx page of ours becomes .md: the downloaded one is plain markdown.
  const swaps = new Map<string, { target: string; content: string }>();
  const skipped: OverlayResult['skipped'] = [];
  for (const entry of manifest.pages) {
    const localFile = localDocFile(docsDir, entry.route);
    const reason = skipReason(entry, remoteDir, localFile);
    if (reason || !localFile) {
      skipped.push({ route: entry.route, reason: reason ?? '' });
      continue;
    }
    const local = fs.readFileSync(path.join(docsDir, localFile), 'utf8');
    const remote = fs.readFileSync(path.join(remoteDir, entry.file), 'utf8');
    swaps.set(localFile, {
      target: localFile.replace(/\.mdx$/, '.md'),
      content: withLocalPage(remote, local),
    });
  }
  if (swaps.size === 0) return { downloaded: true, swapped: [], skipped };

  const overlayDir = path.join(remoteDir, overlayDirName);
  const written = new Set<string>();
  for (const rel of listFiles(docsDir)) {
    const swap = swaps.get(rel);
    const target = swap?.target ?? rel;
    writeIfChanged(
      path.join(overlayDir, target),
      swap?.content ?? fs.readFileSync(path.join(docsDir, rel)),
    );
    written.add(target);
  }
  for (const rel of listFiles(overlayDir)) {
    if (!written.has(rel)) fs.rmSync(path.join(overlayDir, rel));
  }
  return {
    docsPath: path.relative(options.siteDir, overlayDir).split(path.sep).join('/'),
    downloaded: true,
    swapped: [...swaps.values()].map((swap) => swap.target),
    skipped,
  };
}

/**
 * Options to spread into the classic preset's `docs` options. Empty (and
 * nothing read) unless UNLEASH_REMOTE_CONTENT=1; then `path` points the docs
 * plugin at the overlay when the manifest lists pages, and the build says
 * which pages it took from upstream and which keep our version.
 */
export function remoteContentDocsOptions(): { path?: string } {
  if (!isRemoteContentEnabled) return {};
  const result = prepareDocsOverlay({ siteDir });
  for (const { route, reason } of result.skipped) {
    console.warn(`[remote-content] ${route} keeps our page: ${reason}`);
  }
  if (!result.docsPath) {
    console.warn(
      result.downloaded
        ? '[remote-content] UNLEASH_REMOTE_CONTENT=1, but the last npm run content:remote got no page: building our own pages.'
        : '[remote-content] UNLEASH_REMOTE_CONTENT=1, but npm run content:remote has not run: building our own pages.',
    );
    return {};
  }
  console.warn(
    `[remote-content] ${result.swapped.length} pages from upstream READMEs, the others are ours (docs read from ${result.docsPath}/)`,
  );
  return { path: result.docsPath };
}
