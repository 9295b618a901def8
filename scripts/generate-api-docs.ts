// `npm run api:generate [-- --force] [-- --spec-dir <dir>]`; another spec folder (the tests' broken
// one) is always generated and never stamped.
import path from 'node:path';
import {
  ApiGenerateError,
  apiInputsHash,
  generateApiDocs,
  isUpToDate,
  writeStamp,
} from './lib/apiGenerate';
import { apiOutputDir, bundledSpecPath } from '../src/config/apiReference';

const root = path.join(__dirname, '..');
const specFlag = process.argv.indexOf('--spec-dir');
const specDir = specFlag > 0 ? path.resolve(process.argv[specFlag + 1] ?? '') : undefined;

const outputDir = path.join(root, apiOutputDir);
const started = Date.now();
const inputsHash = specDir === undefined ? apiInputsHash(root) : null;
if (
  inputsHash !== null &&
  !process.argv.includes('--force') &&
  isUpToDate(outputDir, inputsHash, [path.join(root, bundledSpecPath)])
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
