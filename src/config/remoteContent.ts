export type RemotePage = {
  route: string;
  repo: string;
  ref: string;
  version?: string; // shown to readers; by default the ref without its leading `v`
  path?: string; // by default `README.md`
};

const edge = { repo: 'Unleash/unleash-edge', ref: 'unleash-edge-v20.2.3', version: '20.2.3' };
const sdk = (slug: string, ref: string, name = slug): RemotePage => ({
  route: `/reference/sdks/${slug}`,
  repo: `Unleash/unleash-${name}-sdk`,
  ref,
});
const edgeDoc = (slug: string, file = slug): RemotePage => ({
  route: `/reference/unleash-edge/${slug}`,
  ...edge,
  path: `docs/${file}.md`,
});

// Each repository's own tag convention; Flutter creates no tags and the Android proxy is archived,
// so those two are pinned to a commit. A wrong pin costs only its page, which keeps our version.
export const remotePages: readonly RemotePage[] = [
  sdk('android', 'v3.2.3'),
  {
    ...sdk('android-proxy-legacy', '79d38e7d220467d87338c0212d8db1fe7a1945c6', 'android-proxy'),
    version: 'commit 79d38e7 (archived repository)',
  },
  sdk('dotnet', 'v5.3.0'),
  { ...sdk('flutter', 'd706cdcf9b50edb98938bf9d925a02d92bf725c2'), version: '1.9.6' },
  sdk('go', 'v6.5.1'),
  sdk('ios', '2.5.0'),
  sdk('java', 'v12.2.3'),
  sdk('javascript-browser', 'v3.8.2', 'js'),
  sdk('next-js', 'v1.6.7', 'nextjs'),
  sdk('node', 'v6.12.1'),
  sdk('php', 'v2.10.0'),
  sdk('python', 'v6.7.0'),
  sdk('react', 'v5.1.0'),
  sdk('ruby', 'v6.4.0'),
  sdk('rust', 'v0.15.0'),
  sdk('svelte', 'v0.4.0'),
  sdk('vue', 'v0.1.6'),
  { route: '/reference/unleash-edge', ...edge },
  edgeDoc('benchmarking'),
  edgeDoc('cli', 'CLI'),
  edgeDoc('concepts'),
  edgeDoc('deploying'),
  edgeDoc('development-guide'),
  edgeDoc('migration-guide'),
  { route: '/reference/unleash-proxy', repo: 'Unleash/unleash-proxy', ref: 'v1.4.19' },
];

export const remoteContentDir = '.remote-content';
