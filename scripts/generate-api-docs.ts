/**
 * `npm run api:generate`: the API reference pages from `openapi/` into api-docs/ (git-ignored) and
 * the bundled spec into `.generated/openapi.json` (scripts/lib/apiGenerate.ts). Skipped when the
 * inputs have not changed since the last complete run (scripts/lib/apiDocsStamp.ts); `--force`
 * generates anyway. Exits 1, naming the spec file and JSON pointer of each problem, and leaves both
 * outputs untouched when the spec or the generator fails.
 *
 * `--spec-dir <dir>` reads another spec folder (the tests use a broken one).
 */
import path from 'node:path';
import { ApiGenerateError, generateApiDocs } from './lib/apiGenerate';
import { apiOutputDir, bundledSpecPath } from '../src/config/apiReference';
import { apiInputsHash, isUpToDate, writeStamp } from './lib/apiDocsStamp';

const root = path.join(__dirname, '..');
const specFlag = process.argv.indexOf('--spec-dir');
const specDir = specFlag > 0 ? path.resolve(process.argv[specFlag + 1] ?? '') : undefined;

const outputDir = path.join(root, apiOutputDir);
const specFile = path.join(root, bundledSpecPath);
const started = Date.now();
// A spec folder of its own (the tests) is always generated, and not stamped.
const inputsHash = specDir === undefined ? apiInputsHash(root) : null;
if (
  inputsHash !== null &&
  !process.argv.includes('--force') &&
  isUpToDate(outputDir, inputsHash, [specFile])
) {
  console.log(
    `API reference: openapi/ and the generator are unchanged, keeping ${apiOutputDir}/ (--force regenerates)`,
  );
} else {
  generateApiDocs({ siteDir: root, specDir }).then(
    ({ pages }) => {
      if (inputsHash !== null) writeStamp(outputDir, inputsHash);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`API reference: ${pages} pages in ${apiOutputDir} (${seconds} s)`);
    },
    (error: unknown) => {
      console.error(error instanceof ApiGenerateError ? error.message : error);
      console.error(
        `api:generate failed; ${apiOutputDir}/ and .generated/ were left as they were.`,
      );
      process.exitCode = 1;
    },
  );
}
