// `npm run serve [-- --port 3000] [--dir build] [--host 127.0.0.1] [--gzip]`: the build as our CDN
// configuration serves it (scripts/lib/hostRules.ts); --gzip compresses text as the CDNs do.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { markdownContentType } from '../src/config/llms';
import { encodePath, hostAnswer, parseRedirectsFile } from './lib/hostRules';
import { hostFiles } from '../src/plugins/hostConfig';
import { headersFor, parseHeadersFile } from '../src/plugins/hostConfig/headersFile';
import { fail, option } from './lib/cli';

const port = Number(option('port', process.env.PORT ?? '3000'));
const host = option('host', '127.0.0.1');
const dir = path.resolve(option('dir', 'build'));
const gzip = process.argv.includes('--gzip');

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  fail(`serve: no site in ${dir}. Build it first: npm run build`);
}

const hostFile = (name: string): string =>
  fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name), 'utf8') : '';
const headerRules = parseHeadersFile(hostFile(hostFiles.headers));
if (headerRules.length === 0) {
  console.warn(`serve: no ${hostFiles.headers} in ${dir}; serving without its headers.`);
}
const redirects = parseRedirectsFile(hostFile(hostFiles.redirects));
const notFoundPage = path.join(dir, '404.html');

// compression() is Express middleware; it needs only Node's request and response.
const compress = compression();
const server = http.createServer((req, res) =>
  gzip ? compress(req as never, res as never, () => respond(req, res)) : respond(req, res),
);

// Requests Node's parser refuses (a raw space or control character in the target, a malformed
// header) get the 400 nginx gives them, with the site's headers.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (!socket.writable) return;
  const body = fs.readFileSync(notFoundPage);
  const headers = [
    ...headersFor(headerRules, '/'),
    ['Content-Type', 'text/html; charset=utf-8'],
    ['Content-Length', String(body.length)],
    ['Connection', 'close'],
  ];
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const head = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n`);
  socket.end(body);
});

function respond(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = req.url ?? '/';
  const answer = hostAnswer({ method: req.method ?? 'GET', url, redirects });
  const pathname = answer.kind === 'file' ? answer.path : '/';
  for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);
  if (answer.kind === 'redirect') {
    res.writeHead(301, { Location: answer.location }).end();
  } else if (answer.kind === 'error') {
    if (answer.status === 405) res.setHeader('Allow', 'GET, HEAD');
    res.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(notFoundPage));
  } else {
    // serve-handler reads the path again: give it the normalised one.
    req.url = encodePath(answer.path) + (url.includes('?') ? url.slice(url.indexOf('?')) : '');
    void handler(
      req,
      res,
      {
        public: dir,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
        // Whatever the MIME table says (src/plugins/llmsOutput).
        headers: [
          { source: '**/*.md', headers: [{ key: 'Content-Type', value: markdownContentType }] },
        ],
      },
      {
        // For `<path>.html` at the file system's name limit, ENAMETOOLONG would be a 500: no such
        // file exists. (serve-handler awaits this; its types still describe a callback.)
        lstat: ((file: string) =>
          fs.promises.lstat(file).catch((error: NodeJS.ErrnoException) => {
            throw error.code === 'ENAMETOOLONG' ? Object.assign(error, { code: 'ENOENT' }) : error;
          })) as unknown as typeof fs.lstat,
      },
    );
  }
}

server.listen(port, host, () => {
  console.log(`Serving ${dir} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
