import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, PluginModule } from '@docusaurus/types';
import { indexDirName } from '../../search/indexFormat';
import { recordCollector, writeSearchIndex } from '../../search/collect';
import type { Stage } from '../builtPages';

// `npm start` builds no HTML, so it serves the index of the last production build.
function devServerIndex(context: LoadContext) {
  const dir = path.join(context.siteDir, 'build', indexDirName);
  if (existsSync(path.join(dir, 'meta.json'))) {
    console.warn(
      `[search-index] npm start: search uses the index of the last production build (${path.relative(context.siteDir, dir)}); run npm run build to refresh it.`,
    );
    return { static: [{ directory: dir, publicPath: `${context.baseUrl}${indexDirName}` }] };
  }
  console.warn(
    '[search-index] npm start: no search index yet, so search shows "Unable to fetch results". Run npm run build once; npm start then reuses its index.',
  );
  return undefined;
}

export const searchRecordsStage: Stage = {
  name: 'search records',
  start({ props }) {
    const collector = recordCollector(props.siteConfig.url);
    return {
      page: ({ route, html }) => collector.add(route, html),
      async finish() {
        const records = collector.records();
        const stats = await writeSearchIndex(props.outDir, records);
        console.warn(
          `[search-index] ${records.length} records, ${stats.sections} sections, ${stats.shards} shards`,
        );
      },
    };
  },
};

/** `local`: the built-in index (no Algolia variables set), for the `/search` page too. */
export default function searchIndex({ local }: { local: boolean }): PluginModule {
  return (context: LoadContext) => ({
    name: 'search-index',
    configureWebpack(config, isServer) {
      const devServer =
        config.mode === 'development' && !isServer ? devServerIndex(context) : undefined;
      const alias: Record<string, string> = local
        ? { 'algoliasearch/lite$': path.join(context.siteDir, 'src/search/liteClient.ts') }
        : {};
      return { ...(devServer && { devServer }), resolve: { alias } };
    },
  });
}
