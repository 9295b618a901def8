import path from 'node:path';
import { academyOutline, documentationOutline } from '../src/config/sidebarOutline';
import { apiPages } from './lib/docsCheck/apiPages';
import { checkDocs } from './lib/docsCheck';
import { fail } from './lib/cli';

async function main(): Promise<void> {
  const started = Date.now();
  const problems = await checkDocs({
    siteDir: path.join(__dirname, '..'),
    outline: [...documentationOutline, ...academyOutline],
    otherPages: [
      ...(await apiPages()).map((page) => ({ ...page, source: 'the API reference (openapi/)' })),
      { route: '/search', anchors: new Set<string>(), source: '@docusaurus/theme-search-algolia' },
    ],
  });
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    console.error(`\ncheck:docs: ${problems.length} problem(s) (${seconds} s)`);
    process.exit(1);
  }
  console.log(`check:docs: no problems (${seconds} s)`);
}

main().catch(fail);
