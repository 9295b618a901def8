/**
 * Fills the Algolia index with the same records the built-in index uses, and
 * sets its settings, so an Algolia-backed site needs no crawler.
 *
 *   npm run build && npm run search:push [-- --dry-run]
 *
 * Needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and ALGOLIA_ADMIN_API_KEY (a key
 * that can write; it is read here only and never reaches the site bundle).
 * --dry-run prints what would be sent and sends nothing.
 */
import { collectRecords } from '../src/search/collect';
import { algolia, siteUrl } from '../src/config/env';
import { describePush, pushRecords } from './lib/algoliaPush';
import { buildDir, readSitemap } from './lib/builtSite';

async function main(): Promise<void> {
  const dryRun = process.argv.includes('--dry-run');
  const records = await collectRecords(buildDir, readSitemap().routes, siteUrl);
  const { appId, indexName = 'unleash-docs' } = algolia;
  const adminApiKey = process.env.ALGOLIA_ADMIN_API_KEY?.trim();

  console.log(describePush(indexName, records));
  if (dryRun) {
    console.log('\ndry run: nothing sent. First records:');
    console.log(JSON.stringify(records.slice(0, 3), null, 2));
    return;
  }
  if (!appId || !adminApiKey) {
    throw new Error(
      'Set ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and ALGOLIA_ADMIN_API_KEY (or pass --dry-run).',
    );
  }
  await pushRecords({ appId, adminApiKey, indexName, records });
  console.log(`pushed ${records.length} records to ${appId}/${indexName}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
