import fs from 'node:fs/promises';
import path from 'node:path';
import { getHtmlMinifier } from '@docusaurus/bundler';
import type { LoadedPlugin, PluginModule } from '@docusaurus/types';
import { netlifyRedirects, nginxRedirectMap, type RedirectPair } from './redirectRules';
import {
  contentSecurityPolicy,
  inlineScriptHash,
  securityHeaders,
  type ThirdPartySources,
} from './securityHeaders';
import { headersFile, siteHeaderRules } from './headersFile';
import { allowedInlineScripts, unlistedInlineScripts } from './inlineScriptAllowList';
import { readRouteHtml } from './inlineScripts';
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
  /** Every active redirect (./redirectRules.ts `expandRedirects`). */
  redirects: RedirectPair[];
  /** The third-party services of this build, which the Content-Security-Policy lets in. */
  thirdParties: ThirdPartySources;
  /** The Strict-Transport-Security value to send, or null to send none (the default). */
  strictTransportSecurity: string | null;
};

/**
 * The pages of `routes` checked against the allow-listed inline scripts: the
 * build fails on a page with any other inline script, naming the page and the script.
 */
async function assertOnlyListedInlineScripts(
  outDir: string,
  routes: string[],
  allowed: Set<string>,
): Promise<void> {
  const problems: string[] = [];
  for (const route of new Set(routes)) {
    const html = await readRouteHtml(outDir, route);
    if (html === null) continue;
    for (const problem of unlistedInlineScripts(html, allowed))
      problems.push(`${route}: ${problem}`);
  }
  if (problems.length > 0) {
    throw new Error(
      `host-config: ${problems.length} inline script(s) that the Content-Security-Policy would block. ` +
        'Content must not bring scripts; the site lists its own in src/plugins/hostConfig/inlineScriptAllowList.ts.\n  ' +
        problems.join('\n  '),
    );
  }
}

/** Everything the host files are made of, from the built pages and the site's settings. */
export async function hostConfigFiles({
  outDir,
  routesPaths,
  redirects,
  thirdParties,
  strictTransportSecurity,
  allowedScripts,
}: HostConfigOptions & {
  outDir: string;
  routesPaths: string[];
  /** The text of every inline script the site writes (`allowedInlineScripts`). */
  allowedScripts: string[];
}): Promise<Record<keyof typeof hostFiles, string>> {
  await assertOnlyListedInlineScripts(outDir, routesPaths, new Set(allowedScripts));
  const hashes = allowedScripts.map(inlineScriptHash);
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
 * Content-Security-Policy allows the site's own inline scripts by hash
 * (inlineScriptAllowList.ts), and the build fails on a page with any other.
 */
export default function hostConfig(options: HostConfigOptions): PluginModule {
  return () => ({
    name: 'host-config',
    async postBuild({ outDir, routesPaths, plugins, siteConfig }) {
      const minifier = await getHtmlMinifier({
        type: siteConfig.future.faster.swcHtmlMinimizer ? 'swc' : 'terser',
      });
      const allowed = await allowedInlineScripts({
        plugins: plugins as LoadedPlugin[],
        minify: async (html) => (await minifier.minify(html)).code,
      });
      const files = await hostConfigFiles({
        ...options,
        outDir,
        routesPaths,
        allowedScripts: allowed.map(({ text }) => text),
      });
      await fs.mkdir(path.join(outDir, 'nginx'), { recursive: true });
      await Promise.all(
        (Object.keys(hostFiles) as Array<keyof typeof hostFiles>).map((key) =>
          fs.writeFile(path.join(outDir, hostFiles[key]), files[key]),
        ),
      );
    },
  });
}
