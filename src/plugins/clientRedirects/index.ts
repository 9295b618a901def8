import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import pluginClientRedirects, { type PluginOptions } from '@docusaurus/plugin-client-redirects';
import type { PostBuildProps } from '../builtPages';
import { withSharedRedirectScript } from './redirectPage';

// Redirect pages are tiny; anything larger is a real page and is not read.
const redirectPageMaxBytes = 4096;

/** The stock plugin's pages, with the shared script; null when it disables itself (hash router). */
export function clientRedirectPages(
  context: LoadContext,
  options: PluginOptions,
): ((props: PostBuildProps) => Promise<void>) | null {
  const stock = pluginClientRedirects(context, options);
  const stockPostBuild = stock?.postBuild?.bind(stock);
  if (!stockPostBuild) return null;
  return async (props) => {
    await stockPostBuild(props);
    let rewritten = 0;
    for (const entry of await fs.readdir(props.outDir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const file = path.join(entry.parentPath, entry.name);
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
  };
}
