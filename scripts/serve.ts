/**
 * Serves the production build the way our CDN configuration does:
 * clean URLs without trailing slashes, `.html`, `.htm` and `/index.html`
 * forms answered with a 301 to the clean route, the not-found page with a
 * 404 status for anything else, the Markdown copies of the pages
 * (`/quickstart.md`) as text/markdown, and the response headers of the
 * build's `_headers` file (security headers, cache rules) as Netlify and
 * Cloudflare Pages apply them. With --gzip, text responses are gzip-compressed
 * when the client accepts it, as those CDNs do (the bench's Lighthouse runs use it).
 *
 *   tsx scripts/serve.ts [--port 3000] [--dir build] [--host 127.0.0.1] [--gzip]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { markdownContentType } from '../src/config/llms';
import { cleanPathRedirect } from './lib/urls';
import { hostFiles } from '../src/plugins/hostConfig';
import {
  headersFor,
  parseHeadersFile,
  type HeaderRule,
} from '../src/plugins/hostConfig/headersFile';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const port = Number(option('port', process.env.PORT ?? '3000'));
const host = option('host', '127.0.0.1');
const dir = path.resolve(option('dir', 'build'));
const gzip = process.argv.includes('--gzip');

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`serve: no site in ${dir}. Build it first: npm run build`);
  process.exit(1);
}

const headersFile = path.join(dir, hostFiles.headers);
const headerRules: HeaderRule[] = fs.existsSync(headersFile)
  ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8'))
  : [];
if (headerRules.length === 0) {
  console.warn(`serve: no ${hostFiles.headers} in ${dir}; serving without its headers.`);
}

// compression() is Express middleware; it needs only Node's request and response.
const compress = gzip ? compression() : null;

const server = http.createServer((req, res) => {
  if (compress) {
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () =>
      respond(req, res),
    );
  } else {
    respond(req, res);
  }
});

function respond(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  for (const [name, value] of headersFor(headerRules, url.pathname)) res.setHeader(name, value);
  const target = cleanPathRedirect(url.pathname);
  if (target) {
    res.writeHead(301, { Location: target + url.search });
    res.end();
    return;
  }
  void handler(req, res, {
    public: dir,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    // The Markdown copies of the pages (src/plugins/llmsOutput), whatever the MIME table says.
    headers: [
      { source: '**/*.md', headers: [{ key: 'Content-Type', value: markdownContentType }] },
    ],
  });
}

server.listen(port, host, () => {
  console.log(`Serving ${dir} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
