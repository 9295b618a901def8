/**
 * Optional refresh of the SDK, Edge and Proxy reference pages from upstream
 * READMEs. Our own pages in docs/ are always complete and remain the default.
 *
 * - `npm run content:remote` (scripts/content-remote.ts) downloads the files
 *   pinned below into the git-ignored `.remote-content/` folder and writes a
 *   manifest of the pages it got.
 * - A build with `UNLEASH_REMOTE_CONTENT=1` and that manifest present reads
 *   the docs from a copy of docs/ in which those pages are swapped for the
 *   downloaded ones (see `remoteContentDocsOptions`). Without the variable
 *   nothing here reads the disk and nothing touches the network.
 *
 * This module holds the data (the pinned pages, the names of the folders);
 * src/remoteContent/overlay.ts reads the downloads and builds the docs copy.
 */
import path from 'node:path';

export type RemotePage = {
  /** Route of our page, which must exist in docs/. */
  route: string;
  /** GitHub repository, `owner/name`. */
  repo: string;
  /** Git tag (or commit, for repositories that do not tag releases) the file is read at. */
  ref: string;
  /** Release the ref stands for, as shown to readers. */
  version: string;
  /** File inside the repository. */
  path: string;
};

const edge = { repo: 'Unleash/unleash-edge', ref: 'unleash-edge-v20.2.3', version: '20.2.3' };

/**
 * Pins. Tags follow each repository's release convention: `v<version>` for
 * the npm, Go, Python, Ruby and JReleaser (Java) releases, the bare version
 * for the Swift package (its podspec tags `#{version}`), release-plz's
 * `unleash-edge-v<version>` for Edge. The Flutter release workflow creates
 * no tags and the legacy Android proxy SDK is archived, so those two are
 * pinned to a commit. A wrong pin only costs that page: the script reports
 * it and the page keeps our version.
 */
export const remotePages = [
  {
    route: '/reference/sdks/android',
    repo: 'Unleash/unleash-android-sdk',
    ref: 'v3.2.3',
    version: '3.2.3',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/android-proxy-legacy',
    repo: 'Unleash/unleash-android-proxy-sdk',
    ref: '79d38e7d220467d87338c0212d8db1fe7a1945c6',
    version: 'commit 79d38e7 (archived repository)',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/dotnet',
    repo: 'Unleash/unleash-dotnet-sdk',
    ref: 'v5.3.0',
    version: '5.3.0',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/flutter',
    repo: 'Unleash/unleash-flutter-sdk',
    ref: 'd706cdcf9b50edb98938bf9d925a02d92bf725c2',
    version: '1.9.6',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/go',
    repo: 'Unleash/unleash-go-sdk',
    ref: 'v6.5.1',
    version: '6.5.1',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/ios',
    repo: 'Unleash/unleash-ios-sdk',
    ref: '2.5.0',
    version: '2.5.0',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/java',
    repo: 'Unleash/unleash-java-sdk',
    ref: 'v12.2.3',
    version: '12.2.3',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/javascript-browser',
    repo: 'Unleash/unleash-js-sdk',
    ref: 'v3.8.2',
    version: '3.8.2',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/next-js',
    repo: 'Unleash/unleash-nextjs-sdk',
    ref: 'v1.6.7',
    version: '1.6.7',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/node',
    repo: 'Unleash/unleash-node-sdk',
    ref: 'v6.12.1',
    version: '6.12.1',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/php',
    repo: 'Unleash/unleash-php-sdk',
    ref: 'v2.10.0',
    version: '2.10.0',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/python',
    repo: 'Unleash/unleash-python-sdk',
    ref: 'v6.7.0',
    version: '6.7.0',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/react',
    repo: 'Unleash/unleash-react-sdk',
    ref: 'v5.1.0',
    version: '5.1.0',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/ruby',
    repo: 'Unleash/unleash-ruby-sdk',
    ref: 'v6.4.0',
    version: '6.4.0',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/rust',
    repo: 'Unleash/unleash-rust-sdk',
    ref: 'v0.15.0',
    version: '0.15.0',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/svelte',
    repo: 'Unleash/unleash-svelte-sdk',
    ref: 'v0.4.0',
    version: '0.4.0',
    path: 'README.md',
  },
  {
    route: '/reference/sdks/vue',
    repo: 'Unleash/unleash-vue-sdk',
    ref: 'v0.1.6',
    version: '0.1.6',
    path: 'README.md',
  },
  { route: '/reference/unleash-edge', ...edge, path: 'README.md' },
  { route: '/reference/unleash-edge/benchmarking', ...edge, path: 'docs/benchmarking.md' },
  { route: '/reference/unleash-edge/cli', ...edge, path: 'docs/CLI.md' },
  { route: '/reference/unleash-edge/concepts', ...edge, path: 'docs/concepts.md' },
  { route: '/reference/unleash-edge/deploying', ...edge, path: 'docs/deploying.md' },
  {
    route: '/reference/unleash-edge/development-guide',
    ...edge,
    path: 'docs/development-guide.md',
  },
  { route: '/reference/unleash-edge/migration-guide', ...edge, path: 'docs/migration-guide.md' },
  {
    route: '/reference/unleash-proxy',
    repo: 'Unleash/unleash-proxy',
    ref: 'v1.4.19',
    version: '1.4.19',
    path: 'README.md',
  },
] as const satisfies readonly RemotePage[];

/** Where the file is downloaded from. */
export function rawUrl(page: RemotePage, file = page.path): string {
  return `https://raw.githubusercontent.com/${page.repo}/${page.ref}/${file}`;
}

/** Where a reader can see the file on GitHub. */
export function sourceUrl(page: RemotePage, file = page.path): string {
  return `https://github.com/${page.repo}/blob/${page.ref}/${file}`;
}

/** Build switch: read once, documented in README.md. */
export const isRemoteContentEnabled = process.env.UNLEASH_REMOTE_CONTENT?.trim() === '1';

export const siteDir = path.join(__dirname, '..', '..');
/** Git-ignored: downloaded pages, their manifest and the docs copy a build reads. */
export const remoteContentDirName = '.remote-content';
export const manifestFileName = 'manifest.json';
/** The copy of docs/ with remote pages swapped in, inside the remote content folder. */
export const overlayDirName = 'docs-overlay';

export type ManifestEntry = RemotePage & {
  /** Downloaded page, relative to the remote content folder. */
  file: string;
  url: string;
};

export type Manifest = {
  generatedAt: string;
  pages: ManifestEntry[];
  /** Pages that keep our version, and why. */
  kept: Array<{ route: string; reason: string }>;
};
