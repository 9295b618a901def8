// `npm run search:index [-- --no-reindex]`: the search-index plugin's postBuild on an existing
// build, then bench's search figures, so a change to extraction or ranking needs no full build.
import { collectRecords, writeSearchIndex } from '../src/search/collect';
import { siteUrl } from '../src/config/env';
import { buildDir, readSitemap } from './lib/builtSite';
import { fail } from './lib/cli';
import { measureIndex, measureWarm, relevanceLines } from './lib/searchBench';

async function main(): Promise<void> {
  if (!process.argv.includes('--no-reindex')) {
    const started = Date.now();
    const records = await collectRecords(buildDir, readSitemap().routes, siteUrl);
    const stats = await writeSearchIndex(buildDir, records);
    console.log(
      `${records.length} records, ${stats.sections} sections, ${stats.terms} terms, ${stats.shards} shards in ${Date.now() - started} ms`,
    );
  }
  const index = measureIndex(buildDir);
  console.log(
    `index: ${index.files} files, ${(index.gzipBytes / 1024).toFixed(0)} KB gzip (meta ${(index.metaGzipBytes / 1024).toFixed(1)} KB gzip)`,
  );
  const warm = await measureWarm(buildDir);
  console.log(`warm: p50 ${warm.p50Ms} ms, p95 ${warm.p95Ms} ms (CPU ${warm.cpuP95Ms} ms)`);
  for (const line of relevanceLines(warm)) console.log(line);
}

main().catch(fail);
