/**
 * The build side of scripts/content-remote.ts. Nothing here parses Markdown:
 * the script did that once, for the version of our page it recorded, and a
 * page that has changed since keeps ours.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isRemoteContentEnabled } from '../config/env';
import { remoteContentDir, remotePages, type RemotePage } from '../config/remoteContent';

export const manifestFile = 'manifest.json';

export type ManifestEntry = RemotePage & {
  /** The converted page, relative to the remote content folder. */
  file: string;
  url: string;
  /** SHA-256 of our page when it was converted: it carries that page's front matter and anchors. */
  localSha256: string;
};

export type Manifest = {
  generatedAt: string;
  pages: ManifestEntry[];
  /** Pages that keep our version, and why. */
  kept: Array<{ route: string; reason: string }>;
};

export const sha256 = (content: string | Buffer) =>
  crypto.createHash('sha256').update(content).digest('hex');

/** Our page for `route`, relative to `docsDir`, or undefined when there is none. */
export function localDocFile(docsDir: string, route: string): string | undefined {
  const rel = route.replace(/^\/+|\/+$/g, '');
  return [`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`].find((candidate) =>
    fs.existsSync(path.join(docsDir, candidate)),
  );
}

function skipReason(entry: ManifestEntry, remoteDir: string, local: string | undefined) {
  const pin = remotePages.find((page) => page.route === entry.route);
  if (!pin) return 'not in the table of src/config/remoteContent.ts';
  if (pin.repo !== entry.repo || pin.ref !== entry.ref || pin.path !== entry.path) {
    return `downloaded at ${entry.repo}@${entry.ref}, pinned to ${pin.repo}@${pin.ref}: run npm run content:remote`;
  }
  if (!local) return 'we have no page for this route';
  if (sha256(fs.readFileSync(local)) !== entry.localSha256) {
    return 'our page changed since the download: run npm run content:remote';
  }
  if (!fs.existsSync(path.join(remoteDir, entry.file))) return `${entry.file} is missing`;
  return undefined;
}

const listFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).replace(/\\/g, '/'),
    );

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

/**
 * Mirrors docs/ into `<remoteDir>/docs-overlay`, each usable page of the
 * manifest in place of ours (as .md: the converted page is plain Markdown).
 * Writes only files that changed, so evaluating the config twice in one build
 * is harmless, and removes files docs/ no longer has.
 */
export function prepareDocsOverlay({
  siteDir,
  docsDir = path.join(siteDir, 'docs'),
  remoteDir = path.join(siteDir, remoteContentDir),
}: {
  siteDir: string;
  docsDir?: string;
  remoteDir?: string;
}): OverlayResult {
  const manifestPath = path.join(remoteDir, manifestFile);
  if (!fs.existsSync(manifestPath)) return { downloaded: false, swapped: [], skipped: [] };
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

  const swaps = new Map<string, string>(); // our file -> the converted page
  const skipped: OverlayResult['skipped'] = [];
  for (const entry of manifest.pages) {
    const local = localDocFile(docsDir, entry.route);
    const reason = skipReason(entry, remoteDir, local && path.join(docsDir, local));
    if (local && !reason) swaps.set(local, path.join(remoteDir, entry.file));
    else skipped.push({ route: entry.route, reason: reason ?? '' });
  }
  if (swaps.size === 0) return { downloaded: true, swapped: [], skipped };

  const overlayDir = path.join(remoteDir, 'docs-overlay');
  const written = new Set<string>();
  const swapped: string[] = [];
  for (const rel of listFiles(docsDir)) {
    const swap = swaps.get(rel);
    const target = swap ? rel.replace(/\.mdx$/, '.md') : rel;
    if (swap) swapped.push(target);
    const file = path.join(overlayDir, target);
    const content = fs.readFileSync(swap ?? path.join(docsDir, rel));
    if (!fs.existsSync(file) || !fs.readFileSync(file).equals(content)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    }
    written.add(target);
  }
  for (const rel of listFiles(overlayDir)) {
    if (!written.has(rel)) fs.rmSync(path.join(overlayDir, rel));
  }
  const docsPath = path.relative(siteDir, overlayDir).replace(/\\/g, '/');
  return { docsPath, downloaded: true, swapped, skipped };
}

/** The classic preset's `docs` options to spread: empty, and nothing read, unless UNLEASH_REMOTE_CONTENT=1. */
export function remoteContentDocsOptions(): { path?: string } {
  if (!isRemoteContentEnabled) return {};
  const result = prepareDocsOverlay({ siteDir: path.join(__dirname, '..', '..') });
  for (const { route, reason } of result.skipped)
    console.warn(`[remote-content] ${route} keeps our page: ${reason}`);
  if (!result.docsPath) {
    console.warn(
      `[remote-content] UNLEASH_REMOTE_CONTENT=1, but ${result.downloaded ? 'the last npm run content:remote got no usable page' : 'npm run content:remote has not run'}: building our own pages.`,
    );
    return {};
  }
  console.warn(
    `[remote-content] ${result.swapped.length} pages from upstream READMEs, the others are ours (docs read from ${result.docsPath}/)`,
  );
  return { path: result.docsPath };
}
