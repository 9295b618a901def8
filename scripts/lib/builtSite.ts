import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const buildDir = path.join(__dirname, '..', '..', 'build');

export function readSitemap(): { xml: string; routes: string[] } {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`No ${file}: run npm run build first.`);
  const xml = fs.readFileSync(file, 'utf8');
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  return { xml, routes };
}

/** Level 9: the size every bench figure counts. */
export const gzipSize = (body: Buffer | string): number => zlib.gzipSync(body, { level: 9 }).length;
