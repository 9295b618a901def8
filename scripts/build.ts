import path from 'node:path';
import { buildSite } from './lib/siteBuild';

buildSite({ siteDir: path.join(__dirname, '..'), args: process.argv.slice(2) }).then(
  ({ code, outDir }) => {
    const where = path.relative(process.cwd(), outDir) || '.';
    if (code === 0) console.log(`Build complete: ${where}/ now holds the new build.`);
    else console.error(`Build failed (exit ${code}): ${where}/ was left as it was.`);
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
