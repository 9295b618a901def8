import fs from 'node:fs/promises';
import path from 'node:path';
import { getHtmlMinifier } from '@docusaurus/bundler';
import type { Stage } from '../builtPages';
import { netlifyRedirects, nginxRedirectMap, type RedirectPair } from './redirectRules';
import {
  contentSecurityPolicy,
  inlineScriptHash,
  securityHeaders,
  type ThirdPartySources,
} from './securityHeaders';
import { headersFile, siteHeaderRules } from './headersFile';
import { allowedInlineScripts, unlistedInlineScripts } from './inlineScriptAllowList';
import { nginxServerConfig } from './nginx';

export const hostFiles = {
  redirects: '_redirects',
  headers: '_headers',
  nginxHttp: 'nginx/http.conf',
  nginxServer: 'nginx/server.conf',
} as const;

export function hostConfigStage({
  redirects,
  thirdParties,
  strictTransportSecurity,
}: {
  redirects: RedirectPair[];
  thirdParties: ThirdPartySources;
  strictTransportSecurity: string | null;
}): Stage {
  return {
    name: 'inline scripts and host files',
    async start({ props: { outDir, routesPaths, plugins, siteConfig } }) {
      const minifier = await getHtmlMinifier({
        type: siteConfig.future.faster.swcHtmlMinimizer ? 'swc' : 'terser',
      });
      const allowed = await allowedInlineScripts({
        plugins,
        minify: async (html) => (await minifier.minify(html)).code,
      });
      const allowedSet = new Set(allowed.map(({ text }) => text));
      const problems: string[] = [];
      return {
        page({ route, html }) {
          problems.push(...unlistedInlineScripts(html, allowedSet).map((p) => `${route}: ${p}`));
        },
        async finish() {
          if (problems.length > 0) {
            throw new Error(
              `host-config: ${problems.length} inline script(s) that the Content-Security-Policy would block. ` +
                'Content must not bring scripts; the site lists its own in src/plugins/hostConfig/inlineScriptAllowList.ts.\n  ' +
                problems.join('\n  '),
            );
          }
          const inlineScriptHashes = [...allowedSet].map(inlineScriptHash);
          const policy = contentSecurityPolicy({ inlineScriptHashes, thirdParties });
          const security = securityHeaders(policy, { strictTransportSecurity });
          const files = {
            [hostFiles.redirects]: netlifyRedirects(redirects),
            [hostFiles.headers]: headersFile(siteHeaderRules({ security, routes: routesPaths })),
            [hostFiles.nginxHttp]: nginxRedirectMap(redirects),
            [hostFiles.nginxServer]: nginxServerConfig({ security }),
          };
          await fs.mkdir(path.join(outDir, 'nginx'), { recursive: true });
          for (const [file, text] of Object.entries(files))
            await fs.writeFile(path.join(outDir, file), text);
        },
      };
    },
  };
}
