// The build side of scripts/content-remote.ts. Nothing here parses Markdown: the script did, for
// the version of our page it recorded, and a page that has changed since keeps ours.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isRemoteContentEnabled } from '../config/env';
import { remoteContentDir, remotePages, type RemotePage } from '../config/remoteContent';

export const manifestFile = 'manifest.json';

// `localSha256`: our page when it was converted, as it carries that page's front matter and anchors.
export type ManifestEntry = RemotePage & { file: string; url: string; localSha256: string };

type Skip = { route: string; reason: string };

export type Manifest = { generatedAt: string; pages: ManifestEntry[]; kept: Skip[] };

export const sha256 = (content: string | Buffer) =>
  crypto.createHash('sha256').update(content).digest('hex');

export function localDocFile(docsDir: string, route: string): string | undefined {
  const rel = route.replace(/^\/+|\/+$/g, '');
  return [`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`].find((candidate) =>
    fs.existsSync(path.join(docsDir, candidate)),
  );
}

function skipReason(entry: ManifestEntry, remoteDir: string, local: string | undefined) {
  const pin = remotePages.find((page) => page.route === entry.route);
  if (!pin) return 'not in the table of src/config/remoteContent.ts';
  if (pin.repo !== entry.repo || pin.ref !== entry.ref || pin.path !== entry.path)
    return `downloaded at ${entry.repo}@${entry.ref}, pinned to ${pin.repo}@${pin.ref}: run npm run content:remote`;
  if (!local) return 'we have no page for this route';
  if (sha256(fs.readFileSync(local)) !== entry.localSha256)
    return 'our page changed since the download: run npm run content:remote';
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

type OverlayResult = { docsPath?: string; downloaded: boolean; swapped: string[]; skipped: Skip[] };

// Writes only files that changed, so evaluating the config twice in one build is harmless.
export function prepareDocsOverlay({ siteDir }: { siteDir: string }): OverlayResult {
  const docsDir = path.join(siteDir, 'docs');
  const remoteDir = path.join(siteDir, remoteContentDir);
  const manifestPath = path.join(remoteDir, manifestFile);
  if (!fs.existsSync(manifestPath)) return { downloaded: false, swapped: [], skipped: [] };
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

  const swaps = new Map<string, string>(); // our file -> the converted page
  const skipped: Skip[] = [];
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
  for (const rel of listFiles(overlayDir))
    if (!written.has(rel)) fs.rmSync(path.join(overlayDir, rel));
  const docsPath = path.relative(siteDir, overlayDir).replace(/\\/g, '/');
  return { docsPath, downloaded: true, swapped, skipped };
}

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
