/**
 * `npm run build`: `docusaurus build` (with any arguments given), written to
 * a staging folder and moved to build/ (or `--out-dir`) only when it
 * succeeds. A failed build leaves the previous build untouched and exits
 * with the build's status. See scripts/lib/siteBuild.ts.
 */
import path from 'node:path';
import { buildSite } from './lib/siteBuild';

const siteDir = path.join(__dirname, '..');

buildSite({ siteDir, args: process.argv.slice(2) }).then(
  ({ code, outDir }) => {
    const where = path.relative(process.cwd(), outDir) || '.';
    if (code === 0) {
      console.log(`Build complete: ${where}/ now holds the new build.`);
    } else {
      console.error(`Build failed (exit ${code}): ${where}/ was left as it was.`);
    }
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
