// The pages `npm run content:remote` may replace with an upstream README (see README.md).
export type RemotePage = {
  route: string;
  repo: string;
  ref: string;
  version?: string; // shown to readers; by default the ref without its leading `v`
  path?: string; // by default `README.md`
};

const edge = { repo: 'Unleash/unleash-edge', ref: 'unleash-edge-v20.2.3', version: '20.2.3' };

// Each repository's own tag convention; Flutter creates no tags and the Android proxy is archived,
// so those two are pinned to a commit. A wrong pin costs only its page, which keeps our version.
export const remotePages: readonly RemotePage[] = [
  { route: '/reference/sdks/android', repo: 'Unleash/unleash-android-sdk', ref: 'v3.2.3' },
  {
    route: '/reference/sdks/android-proxy-legacy',
    repo: 'Unleash/unleash-android-proxy-sdk',
    ref: '79d38e7d220467d87338c0212d8db1fe7a1945c6',
    version: 'commit 79d38e7 (archived repository)',
  },
  { route: '/reference/sdks/dotnet', repo: 'Unleash/unleash-dotnet-sdk', ref: 'v5.3.0' },
  {
    route: '/reference/sdks/flutter',
    repo: 'Unleash/unleash-flutter-sdk',
    ref: 'd706cdcf9b50edb98938bf9d925a02d92bf725c2',
    version: '1.9.6',
  },
  { route: '/reference/sdks/go', repo: 'Unleash/unleash-go-sdk', ref: 'v6.5.1' },
  { route: '/reference/sdks/ios', repo: 'Unleash/unleash-ios-sdk', ref: '2.5.0' },
  { route: '/reference/sdks/java', repo: 'Unleash/unleash-java-sdk', ref: 'v12.2.3' },
  { route: '/reference/sdks/javascript-browser', repo: 'Unleash/unleash-js-sdk', ref: 'v3.8.2' },
  { route: '/reference/sdks/next-js', repo: 'Unleash/unleash-nextjs-sdk', ref: 'v1.6.7' },
  { route: '/reference/sdks/node', repo: 'Unleash/unleash-node-sdk', ref: 'v6.12.1' },
  { route: '/reference/sdks/php', repo: 'Unleash/unleash-php-sdk', ref: 'v2.10.0' },
  { route: '/reference/sdks/python', repo: 'Unleash/unleash-python-sdk', ref: 'v6.7.0' },
  { route: '/reference/sdks/react', repo: 'Unleash/unleash-react-sdk', ref: 'v5.1.0' },
  { route: '/reference/sdks/ruby', repo: 'Unleash/unleash-ruby-sdk', ref: 'v6.4.0' },
  { route: '/reference/sdks/rust', repo: 'Unleash/unleash-rust-sdk', ref: 'v0.15.0' },
  { route: '/reference/sdks/svelte', repo: 'Unleash/unleash-svelte-sdk', ref: 'v0.4.0' },
  { route: '/reference/sdks/vue', repo: 'Unleash/unleash-vue-sdk', ref: 'v0.1.6' },
  { route: '/reference/unleash-edge', ...edge },
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
  { route: '/reference/unleash-proxy', repo: 'Unleash/unleash-proxy', ref: 'v1.4.19' },
];

export const remoteContentDir = '.remote-content';
