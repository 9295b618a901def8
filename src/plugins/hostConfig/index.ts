import fs from 'node:fs/promises';
import path from 'node:path';
import type { PluginModule } from '@docusaurus/types';
import { netlifyRedirects, nginxRedirectMap, type RedirectPair } from '../../config/redirectRules';
import {
  contentSecurityPolicy,
  inlineScriptHash,
  securityHeaders,
  type ThirdPartySources,
} from '../../config/securityHeaders';
import { redirectPageScripts } from '../clientRedirects/redirectPage';
import { afterPaintLoader } from '../pageWeight/afterPaint';
import { headersFile, siteHeaderRules } from './headersFile';
import { inlineScriptHashes } from './inlineScripts';
import { nginxServerConfig } from './nginx';

/** The host configuration files the build writes, relative to the output folder. */
export const hostFiles = {
  /** Netlify and Cloudflare Pages: redirect rules. */
  redirects: '_redirects',
  /** Netlify and Cloudflare Pages: response headers. */
  headers: '_headers',
  /** nginx, `http` block: the redirect map. */
  nginxHttp: 'nginx/http.conf',
  /** nginx, `server` block: clean URLs, redirects, the 404 page, headers, caching. */
  nginxServer: 'nginx/server.conf',
} as const;

export type HostConfigOptions = {
  /** Every active redirect (src/config/redirectRules.ts `expandRedirects`). */
  redirects: RedirectPair[];
  /** The third-party services of this build, which the Content-Security-Policy lets in. */
  thirdParties: ThirdPartySources;
  /** The Strict-Transport-Security value to send, or null to send none (the default). */
  strictTransportSecurity: string | null;
};

/** Everything the host files are made of, from the built pages and the site's settings. */
export async function hostConfigFiles({
  outDir,
  routesPaths,
  redirects,
  thirdParties,
  strictTransportSecurity,
}: HostConfigOptions & { outDir: string; routesPaths: string[] }): Promise<
  Record<keyof typeof hostFiles, string>
> {
  const hashes = [
    ...(await inlineScriptHashes(outDir, routesPaths)),
    ...Object.values(redirectPageScripts).map(inlineScriptHash),
    // The page-weight plugin may add it to the pages after they were read here.
    inlineScriptHash(afterPaintLoader),
  ];
  const security = securityHeaders(
    contentSecurityPolicy({ inlineScriptHashes: hashes, thirdParties }),
    { strictTransportSecurity },
  );
  return {
    redirects: netlifyRedirects(redirects),
    headers: headersFile(siteHeaderRules({ security, routes: routesPaths })),
    nginxHttp: nginxRedirectMap(redirects),
    nginxServer: nginxServerConfig({ security }),
  };
}

/**
 * Writes the host configuration next to the static files: redirect rules and
 * headers for Netlify and Cloudflare Pages, and two nginx includes. The
 * Content-Security-Policy allows the inline scripts of the finished pages by hash.
 */
export default function hostConfig(options: HostConfigOptions): PluginModule {
  return () => ({
    name: 'host-config',
    async postBuild({ outDir, routesPaths }) {
      const files = await hostConfigFiles({ ...options, outDir, routesPaths });
      await fs.mkdir(path.join(outDir, 'nginx'), { recursive: true });
      await Promise.all(
        (Object.keys(hostFiles) as Array<keyof typeof hostFiles>).map((key) =>
          fs.writeFile(path.join(outDir, hostFiles[key]), files[key]),
        ),
      );
    },
  });
}
