import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import pluginClientRedirects, {
  validateOptions,
  type PluginOptions,
} from '@docusaurus/plugin-client-redirects';
import { withSharedRedirectScript } from './redirectPage';

/** Redirect pages are tiny; anything larger is a real page and is not read. */
const redirectPageMaxBytes = 4096;

/**
 * The HTML files under `dir`. Other plugins write their own folders during
 * postBuild at the same time (the search index replaces `search-index/`), so a
 * folder that vanishes mid-walk is skipped rather than failing the build.
 */
async function htmlFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(file);
      return entry.isFile() && entry.name.endsWith('.html') ? [file] : [];
    }),
  );
  return nested.flat();
}

/**
 * `@docusaurus/plugin-client-redirects`, wrapped: after it writes its redirect
 * pages, each page's inline script is swapped for the shared one of
 * ./redirectPage.ts so that the Content-Security-Policy can allow it by hash.
 * Options and behaviour are the stock plugin's.
 */
function clientRedirects(context: LoadContext, options: PluginOptions): Plugin<void> | null {
  const plugin = pluginClientRedirects(context, options);
  if (!plugin?.postBuild) return plugin;
  const stockPostBuild = plugin.postBuild.bind(plugin);
  return {
    ...plugin,
    async postBuild(props) {
      await stockPostBuild(props);
      let rewritten = 0;
      for (const file of await htmlFiles(props.outDir)) {
        if ((await fs.stat(file)).size > redirectPageMaxBytes) continue;
        const page = withSharedRedirectScript(await fs.readFile(file, 'utf8'));
        if (page === null) continue;
        await fs.writeFile(file, page);
        rewritten += 1;
      }
      if (rewritten === 0) {
        throw new Error(
          'client-redirects: no redirect page matched the expected template; update src/plugins/clientRedirects/redirectPage.ts',
        );
      }
    },
  };
}

// Docusaurus validates a function plugin's options through this property, as for a module.
clientRedirects.validateOptions = validateOptions;

export default clientRedirects as PluginModule;
