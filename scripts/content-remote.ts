/**
 * `npm run content:remote [-- --strict]`: downloads the upstream READMEs
 * pinned in src/config/remoteContent.ts into `.remote-content/<route>.md`,
 * turned into pages the docs plugin builds safely, plus `manifest.json`.
 * A build with UNLEASH_REMOTE_CONTENT=1 then renders those pages instead of
 * ours. A page whose download fails keeps our version; the script says which
 * and exits 0, or 1 with --strict.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  manifestFileName,
  rawUrl,
  remoteContentDirName,
  remotePages,
  siteDir as defaultSiteDir,
  sourceUrl,
  type Manifest,
  type ManifestEntry,
  type RemotePage,
} from '../src/config/remoteContent';
import {
  createSlugger,
  headingText,
  localDocFile,
  routeFile,
  splitFrontMatter,
  withLocalPage,
} from '../src/remoteContent/overlay';

// ---------------------------------------------------------------------------
// README -> page

/** Tags GitHub renders in a README and we let through as HTML; any other `<` is shown as text. */
const htmlTags = new Set(
  (
    'a abbr b bdi bdo blockquote br caption center cite code col colgroup dd del details dfn div dl dt ' +
    'em figcaption figure font h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p picture pre q rp rt ' +
    'ruby s samp small source span strike strong sub summary sup table tbody td tfoot th thead time ' +
    'tr tt u ul var video wbr'
  ).split(' '),
);

const imageExtension = /\.(?:png|jpe?g|gif|svg|webp|avif)$/i;
// Fences may be indented: inside list items they usually are.
const fence = /^[ \t]*(`{3,}|~{3,})/;
const listItem = /^\s{0,3}(?:[-*+]|\d{1,9}[.)])(?:\s|$)/;
const atxHeading = /^( {0,3})(#{1,6})([ \t]+.*?)?(?:[ \t]+#+)?[ \t]*$/;

type Segment = { code: boolean; lines: string[] };

/** Splits markdown into code (fenced or indented blocks) and prose, which alone gets rewritten. */
function segments(markdown: string): Segment[] {
  const result: Segment[] = [];
  const push = (code: boolean, line: string) => {
    const last = result.at(-1);
    if (last && last.code === code) last.lines.push(line);
    else result.push({ code, lines: [line] });
  };
  let open: string | undefined;
  let indented = false;
  let inList = false;
  let previousBlank = true;
  for (const line of markdown.split('\n')) {
    const blank = !/\S/.test(line);
    const marker = fence.exec(line)?.[1];
    if (open) {
      push(true, line);
      if (marker && marker[0] === open[0] && marker.length >= open.length) {
        if (!/\S/.test(line.replace(fence, ''))) open = undefined;
      }
    } else if (marker) {
      open = marker;
      indented = false;
      push(true, line);
    } else if (indented && (blank || /^( {4}|\t)/.test(line))) {
      push(true, line);
    } else if (!inList && previousBlank && /^( {4}|\t)\s*\S/.test(line)) {
      indented = true;
      push(true, line);
    } else {
      indented = false;
      push(false, line);
    }
    if (listItem.test(line)) inList = true;
    else if (!blank && previousBlank && !/^\s/.test(line)) inList = false;
    previousBlank = blank;
  }
  return result;
}

/** Replaces inline code spans with placeholders, so prose rewrites leave them alone. */
function protectCode(text: string): { text: string; restore: (value: string) => string } {
  const spans: string[] = [];
  const protectedText = text.replace(/(`+)(?!`)[^\n]*?[^`\n]\1(?!`)/g, (span) => {
    spans.push(span);
    return `\uE000${spans.length - 1}\uE000`;
  });
  return {
    text: protectedText,
    restore: (value) =>
      value.replace(/\uE000(\d+)\uE000/g, (_, index: string) => spans[+index] ?? ''),
  };
}

type Resolver = {
  link: (url: string) => string;
  image: (url: string) => string;
};

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

function resolver(page: RemotePage, ids: Set<string>): Resolver {
  const isAbsolute = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
  const resolve = (url: string) => new URL(url, `https://repo.invalid/${page.path}`);
  return {
    link: (url) => {
      if (/^javascript:/i.test(url)) return sourceUrl(page);
      if (url.startsWith('#')) {
        return ids.has(decodeFragment(url.slice(1))) ? url : `${sourceUrl(page)}${url}`;
      }
      if (isAbsolute(url)) return url;
      const { pathname, search, hash } = resolve(url);
      const file = pathname.slice(1);
      // Another pinned file of the same release has a page here: link to it
      // (not with a fragment, which our version of that page may not have).
      const sibling = remotePages.find(
        (other) => other.repo === page.repo && other.ref === page.ref && other.path === file,
      );
      if (sibling && !search && !hash) return sibling.route;
      const view = pathname.endsWith('/') ? 'tree' : 'blob';
      return `https://github.com/${page.repo}/${view}/${page.ref}/${file}${search}${hash}`;
    },
    image: (url) => {
      if (isAbsolute(url) || url.startsWith('#')) return url;
      return rawUrl(page, resolve(url).pathname.slice(1));
    },
  };
}

const inlineLink =
  /(!?)\[((?:[^[\]]|\[[^[\]]*\])*)\]\(\s*(<[^>\n]*>|[^\s()<>]+(?:\([^\s()]*\)[^\s()<>]*)*)((?:\s+(?:"[^"]*"|'[^']*'))?\s*)\)/g;

function rewriteInlineLinks(text: string, to: Resolver): string {
  return text.replace(
    inlineLink,
    (_, bang: string, label: string, target: string, title: string) => {
      const angle = target.startsWith('<');
      const url = angle ? target.slice(1, -1) : target;
      const rewritten = bang ? to.image(url) : to.link(url);
      const destination = angle ? `<${rewritten}>` : rewritten;
      return `${bang}[${rewriteInlineLinks(label, to)}](${destination}${title})`;
    },
  );
}

function rewriteHtmlTag(tag: string, to: Resolver): string {
  return (
    tag
      // Event handler attributes have no place in a documentation page.
      .replace(/\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '')
      .replace(
        /\b(src|href|srcset|poster)(\s*=\s*)(["'])(.*?)\3/gi,
        (_, name: string, equals: string, quote: string, value: string) => {
          const lower = name.toLowerCase();
          const rewritten =
            lower === 'href'
              ? to.link(value)
              : lower === 'srcset'
                ? value
                    .split(',')
                    .map((candidate) =>
                      candidate.replace(
                        /^(\s*)(\S+)/,
                        (__, space: string, url: string) => space + to.image(url),
                      ),
                    )
                    .join(',')
                : to.image(value);
          return `${name}${equals}${quote}${rewritten}${quote}`;
        },
      )
  );
}

/** Shows as text every `<` that does not open a known HTML tag, a comment or an autolink. */
function escapeAngles(text: string): string {
  return text.replace(
    /<(\/?)([A-Za-z][A-Za-z0-9-]*)?/g,
    (match, slash: string, name: string | undefined, offset: number) => {
      const rest = text.slice(offset);
      if (
        name &&
        htmlTags.has(name.toLowerCase()) &&
        /^<\/?[A-Za-z][A-Za-z0-9-]*(?=[\s/>]|$)/.test(rest)
      ) {
        return match;
      }
      if (/^<[a-z][a-z0-9+.-]{1,31}:[^\s<>]*>/i.test(rest) || /^<[^\s<>@]+@[^\s<>@]+>/.test(rest)) {
        return match;
      }
      return `&lt;${slash}${name ?? ''}`;
    },
  );
}

/**
 * Removes HTML comments outside code, including those that span lines or
 * comment out a whole code block. A line left empty by it is dropped, so a
 * comment inside a list or paragraph does not split it.
 */
function stripComments(markdown: string): string {
  const out: string[] = [];
  let inComment = false;
  let open: string | undefined;
  for (const original of markdown.split('\n')) {
    let line = original;
    if (inComment) {
      const end = line.indexOf('-->');
      if (end < 0) continue;
      line = line.slice(end + 3);
      inComment = false;
    } else {
      const marker = fence.exec(line)?.[1];
      if (open) {
        out.push(line);
        if (marker && marker[0] === open[0] && marker.length >= open.length) open = undefined;
        continue;
      }
      if (marker) {
        open = marker;
        out.push(line);
        continue;
      }
    }
    const { text, restore } = protectCode(line);
    let kept = text.replace(/<!--[\s\S]*?-->/g, '');
    const start = kept.indexOf('<!--');
    if (start >= 0) {
      kept = kept.slice(0, start);
      inComment = true;
    }
    kept = restore(kept);
    if (/\S/.test(original) && !/\S/.test(kept)) continue;
    out.push(kept.trimEnd());
  }
  return out.join('\n');
}

const alertKinds: Record<string, string> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'info',
  WARNING: 'warning',
  CAUTION: 'danger',
};

/** GitHub alerts (`> [!NOTE]`) become admonitions. */
function convertAlerts(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const kind = /^>\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*$/i.exec(lines[i] ?? '')?.[1];
    if (!kind) {
      out.push(lines[i] ?? '');
      continue;
    }
    out.push(`:::${alertKinds[kind.toUpperCase()]}`, '');
    // The quote runs to the first blank line; lines without `>` continue its paragraph.
    while (i + 1 < lines.length && /\S/.test(lines[i + 1] ?? '')) {
      i++;
      out.push((lines[i] ?? '').replace(/^>\s?/, ''));
    }
    out.push('', ':::');
  }
  return out;
}

/** `Title\n===` and `Title\n---` become `# Title` and `## Title`. */
function convertSetextHeadings(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const next = lines[i + 1] ?? '';
    const underline = /^ {0,3}(=+|-+)[ \t]*$/.exec(next)?.[1];
    const before = out.at(-1);
    const startsParagraph = before === undefined || !/\S/.test(before);
    if (
      underline &&
      startsParagraph &&
      /\S/.test(line) &&
      !/^\s{0,3}(?:[>#|<]|[-*+]\s|\d+[.)]\s)/.test(line) &&
      !/^ {4}/.test(line)
    ) {
      out.push(`${underline.startsWith('=') ? '#' : '##'} ${line.trim()}`);
      i++;
    } else {
      out.push(line);
    }
  }
  return out;
}

/**
 * Turns an upstream README into a page: the README's own title dropped (our
 * front matter gives the page title), every heading one level down if it has
 * more H1s, explicit heading ids (so in-page links are known to resolve),
 * HTML comments removed, relative links and images pointed at the pinned
 * files on GitHub, unknown `<` shown as text, and a note saying where the page
 * comes from. Code blocks and inline code are left as they are.
 */
export function convertReadme(readme: string, page: RemotePage, localSource: string): string {
  const source = stripComments(
    splitFrontMatter(readme.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')).body,
  );

  // Pass 1: prose structure (alerts, setext headings, the title, heading levels).
  let titleDropped = false;
  let seenHeading = false;
  const parts = segments(source).map((segment) => {
    if (segment.code) return segment;
    const { text, restore } = protectCode(segment.lines.join('\n'));
    let prose = convertSetextHeadings(convertAlerts(text.split('\n'))).join('\n');
    // A title written as HTML (often centred, with a logo) counts when no heading came before it.
    const htmlTitle = /<h1\b[^>]*>[\s\S]*?<\/h1>/i.exec(prose);
    const firstHeading = prose.search(/^ {0,3}#{1,6}(?:[ \t]|$)/m);
    if (!seenHeading && htmlTitle && (firstHeading < 0 || htmlTitle.index < firstHeading)) {
      prose = prose.slice(0, htmlTitle.index) + prose.slice(htmlTitle.index + htmlTitle[0].length);
      titleDropped = true;
      seenHeading = true;
    }
    const lines = prose.split('\n').filter((line) => {
      const level = atxHeading.exec(line)?.[2];
      if (!level) return true;
      const drop = level === '#' && !seenHeading && !titleDropped;
      if (drop) titleDropped = true;
      seenHeading = true;
      return !drop;
    });
    return { code: false, lines: restore(lines.join('\n')).split('\n') };
  });
  const levelShift = parts.some(
    (part) => !part.code && part.lines.some((line) => atxHeading.exec(line)?.[2] === '#'),
  )
    ? 1
    : 0;

  // Pass 2: heading ids, then everything that needs them.
  const slug = createSlugger();
  const ids = new Set<string>();
  for (const part of parts) {
    if (part.code) continue;
    part.lines = part.lines.map((line) => {
      const heading = atxHeading.exec(line);
      if (!heading) return line;
      const level = Math.min(6, (heading[2] ?? '#').length + levelShift);
      const content = (heading[3] ?? '').trim();
      const explicit = /\{#([^}\s]+)\}$/.exec(content)?.[1];
      const id = explicit ?? slug(headingText(content));
      ids.add(id);
      return `${'#'.repeat(level)} ${content}${explicit || !id ? '' : ` {#${id}}`}`;
    });
    for (const line of part.lines) {
      for (const match of line.matchAll(/<[A-Za-z][^<>]*\bid=["']([^"']+)["']/g))
        ids.add(match[1] ?? '');
    }
  }
  const to = resolver(page, ids);
  const body = parts
    .map((part) => {
      if (part.code) return part.lines.join('\n');
      const { text, restore } = protectCode(part.lines.join('\n'));
      const rewritten = text
        .split('\n')
        .map((line) =>
          line.replace(
            /^( {0,3}\[(?!\^)[^\]]+\]:\s*)(?:<([^>]*)>|(\S+))/,
            (_, head: string, angled: string | undefined, bare: string | undefined) => {
              const url = angled ?? bare ?? '';
              const rewritten = imageExtension.test(url) ? to.image(url) : to.link(url);
              return head + (angled === undefined ? rewritten : `<${rewritten}>`);
            },
          ),
        )
        .join('\n');
      const withLinks = rewriteInlineLinks(rewritten, to).replace(/<[A-Za-z][^<>]*>/g, (tag) =>
        rewriteHtmlTag(tag, to),
      );
      return restore(escapeAngles(withLinks)).replace(/\n{3,}/g, '\n\n');
    })
    .join('\n')
    .trim();

  const repoLink = `[${page.repo}](https://github.com/${page.repo})`;
  const what =
    page.path === 'README.md' ? `the README of ${repoLink}` : `\`${page.path}\` from ${repoLink}`;
  const note = [
    `:::note[${page.path === 'README.md' ? 'Upstream README' : 'Upstream documentation'}]`,
    '',
    `This page shows ${what} at version ${page.version} ([source](${sourceUrl(page)})), as published upstream. In this build it takes the place of our own reference page for this topic.`,
    '',
    ':::',
  ].join('\n');
  return `${withLocalPage(`${note}\n\n${body}\n`, localSource).trimEnd()}\n`;
}

// ---------------------------------------------------------------------------
// Download

export type FetchResponse = { ok: boolean; status: number; text: () => Promise<string> };
export type FetchFunction = (url: string, init: { signal: AbortSignal }) => Promise<FetchResponse>;

export type RefreshOptions = {
  fetch: FetchFunction;
  siteDir?: string;
  docsDir?: string;
  remoteDir?: string;
  pages?: readonly RemotePage[];
  timeoutMs?: number;
  log?: (line: string) => void;
};

async function download(fetchFn: FetchFunction, url: string, timeoutMs: number): Promise<string> {
  const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const text = await response.text();
  if (!text.trim()) throw new Error('empty file');
  return text;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timed out';
    const cause = (error as Error & { cause?: unknown }).cause;
    const code =
      cause && typeof cause === 'object' && 'code' in cause ? ` (${String(cause.code)})` : '';
    return `${error.message}${code}`;
  }
  return String(error);
}

/**
 * Downloads every pinned page into a fresh remote content folder and writes
 * its manifest. Never throws for a failed download: that page keeps ours.
 */
export async function refreshRemoteContent(options: RefreshOptions): Promise<Manifest> {
  const siteDir = options.siteDir ?? defaultSiteDir;
  const docsDir = options.docsDir ?? path.join(siteDir, 'docs');
  const remoteDir = options.remoteDir ?? path.join(siteDir, remoteContentDirName);
  const pages = options.pages ?? remotePages;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const log = options.log ?? (() => undefined);

  fs.rmSync(remoteDir, { recursive: true, force: true });
  fs.mkdirSync(remoteDir, { recursive: true });

  const results = await Promise.all(
    pages.map(async (page): Promise<ManifestEntry | { route: string; reason: string }> => {
      const localFile = localDocFile(docsDir, page.route);
      if (!localFile) return { route: page.route, reason: 'we have no page for this route' };
      const url = rawUrl(page);
      try {
        const readme = await download(options.fetch, url, timeoutMs);
        const local = fs.readFileSync(path.join(docsDir, localFile), 'utf8');
        const file = routeFile(page.route);
        fs.mkdirSync(path.dirname(path.join(remoteDir, file)), { recursive: true });
        fs.writeFileSync(path.join(remoteDir, file), convertReadme(readme, page, local));
        return { ...page, file, url };
      } catch (error) {
        return { route: page.route, reason: `${describe(error)}: ${url}` };
      }
    }),
  );

  const manifest: Manifest = { generatedAt: new Date().toISOString(), pages: [], kept: [] };
  for (const result of results) {
    if ('file' in result) {
      manifest.pages.push(result);
      log(`  upstream  ${result.route}  (${result.repo}@${result.ref} ${result.path})`);
    } else {
      manifest.kept.push(result);
      log(`  ours      ${result.route}  (${result.reason})`);
    }
  }
  fs.writeFileSync(
    path.join(remoteDir, manifestFileName),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );

  if (manifest.pages.length === 0) {
    log(`No page could be downloaded (offline?): all ${pages.length} pages keep our version.`);
  } else {
    log(
      `${manifest.pages.length} pages downloaded into ${remoteContentDirName}/, ${manifest.kept.length} keep our version. ` +
        'Build with UNLEASH_REMOTE_CONTENT=1 to render the downloaded ones.',
    );
  }
  return manifest;
}

/** 0 unless --strict and some page keeps our version. */
export function exitCode(manifest: Manifest, strict: boolean): number {
  return strict && manifest.kept.length > 0 ? 1 : 0;
}

async function main(): Promise<void> {
  const strict = process.argv.includes('--strict');
  const manifest = await refreshRemoteContent({
    fetch: (url, init) => fetch(url, init),
    log: (line) => console.log(line),
  });
  process.exitCode = exitCode(manifest, strict);
}

if (require.main === module) void main();
