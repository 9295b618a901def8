// Fills the Algolia index with the built-in index's records, so it needs no crawler. The admin key
// can write: it is read here only and never reaches the site bundle.
import { collectRecords } from '../src/search/collect';
import { algolia, siteUrl } from '../src/config/env';
import { describePush, pushRecords } from './lib/algoliaPush';
import { buildDir, readSitemap } from './lib/builtSite';
import { fail } from './lib/cli';

async function main(): Promise<void> {
  const records = await collectRecords(buildDir, readSitemap().routes, siteUrl);
  const { appId, indexName = 'unleash-docs' } = algolia;
  const adminApiKey = process.env.ALGOLIA_ADMIN_API_KEY?.trim();

  console.log(describePush(indexName, records));
  if (process.argv.includes('--dry-run')) {
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

main().catch((error: unknown) => fail(error instanceof Error ? error.message : error));
