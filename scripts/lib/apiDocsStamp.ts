/**
 * Lets `npm run api:generate` skip the generator when nothing it reads has changed: a hash of its
 * inputs (file names and contents, the generator plugin's version) is stored next to its output,
 * `api-docs/.inputs-sha256`, after a successful run. A failed run leaves the previous output and
 * stamp, so the next run tries again only if the inputs changed (a broken spec changes them).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const stampFileName = '.inputs-sha256';

/** What the generator reads, relative to the site folder: folders are read whole. */
export const apiGeneratorInputs = [
  'openapi',
  'scripts/generate-api-docs.ts',
  'scripts/lib/apiGenerate.ts',
  'scripts/lib/specCheck.ts',
  'src/api/openapiSpec.ts',
  'scripts/lib/apiDocsStamp.ts',
  'src/config/apiReference.ts',
  'src/api/explorerState.ts',
  'src/api/requestSamples.ts',
  'node_modules/docusaurus-plugin-openapi-docs/package.json',
];

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.posix.join(entry, name)));
}

/** SHA-256 over the names and contents of every input file, in a fixed order. */
export function apiInputsHash(root: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of apiGeneratorInputs.flatMap((entry) => filesUnder(root, entry))) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether `outputDir` holds a complete run made from inputs with this hash (and `alsoNeeded` exist). */
export function isUpToDate(outputDir: string, hash: string, alsoNeeded: string[] = []): boolean {
  try {
    const stored = fs.readFileSync(path.join(outputDir, stampFileName), 'utf8').trim();
    return stored === hash && alsoNeeded.every((file) => fs.existsSync(file));
  } catch {
    return false;
  }
}

export function writeStamp(outputDir: string, hash: string): void {
  fs.writeFileSync(path.join(outputDir, stampFileName), `${hash}\n`);
}
