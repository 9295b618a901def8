import fs from 'node:fs/promises';
import path from 'node:path';
import type { PluginModule } from '@docusaurus/types';
import { netlifyRedirects, nginxRedirectMap, type RedirectPair } from '../../config/redirectRules';

/** The file names the host redirect files get in the build output. */
export const hostRedirectFiles = {
  netlify: '_redirects',
  nginx: 'redirects.nginx.conf',
} as const;

/**
 * Writes the redirect table as host-level rules next to the static files, so a
 * CDN answers old paths with a 301 before any JavaScript runs.
 */
export default function hostRedirects(redirects: RedirectPair[]): PluginModule {
  return () => ({
    name: 'host-redirects',
    async postBuild({ outDir }) {
      await fs.writeFile(path.join(outDir, hostRedirectFiles.netlify), netlifyRedirects(redirects));
      await fs.writeFile(path.join(outDir, hostRedirectFiles.nginx), nginxRedirectMap(redirects));
    },
  });
}
