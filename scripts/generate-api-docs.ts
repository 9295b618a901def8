/**
 * `npm run api:generate`: the API reference pages from `openapi/` into
 * api-docs/ (git-ignored), the folder of the API docs instance, and the
 * bundled spec into `.generated/openapi.json` (see scripts/lib/apiGenerate.ts).
 * Runs before `build`, `start` and `typecheck`. Exits 1, naming the spec file
 * and JSON pointer of each problem, and leaves both outputs untouched when
 * the spec or the generator fails.
 *
 * `--spec-dir <dir>` reads another spec folder (the tests use a broken one).
 */
import path from 'node:path';
import { ApiGenerateError, generateApiDocs } from './lib/apiGenerate';
import { apiOutputDir } from '../src/config/apiReference';

const root = path.join(__dirname, '..');
const specFlag = process.argv.indexOf('--spec-dir');
const specDir = specFlag > 0 ? path.resolve(process.argv[specFlag + 1] ?? '') : undefined;

const started = Date.now();
generateApiDocs({ siteDir: root, specDir }).then(
  ({ pages }) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`API reference: ${pages} pages in ${apiOutputDir} (${seconds} s)`);
  },
  (error: unknown) => {
    console.error(error instanceof ApiGenerateError ? error.message : error);
    console.error(`api:generate failed; ${apiOutputDir}/ and .generated/ were left as they were.`);
    process.exitCode = 1;
  },
);
