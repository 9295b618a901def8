import { algoliasearch, type IndexSettings } from 'algoliasearch';
import { algoliaSynonyms } from '../../src/search/synonyms';
import type { SearchRecord } from '../../src/search/types';

/** What the DocSearch crawler sets for a Docusaurus site, so the stock overlay shows the records. */
export const indexSettings: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(keywords)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
    'unordered(linkWords)',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  // weight.pageRank is 1 for documentation and 0 for the API reference (src/search/ranking.ts),
  // so on equal text the documentation ranks first, as in the built-in engine.
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
  distinct: true,
  attributeForDistinct: 'url',
};

export function describePush(indexName: string, records: SearchRecord[]): string {
  const bytes = Buffer.byteLength(JSON.stringify(records));
  const pages = new Set(records.map((record) => record.url.replace(/#.*$/, ''))).size;
  const types = new Map<string, number>();
  for (const { type } of records) types.set(type, (types.get(type) ?? 0) + 1);
  return [
    `index ${indexName}: ${records.length} records from ${pages} pages (${(bytes / 1024).toFixed(0)} KB)`,
    `record types: ${Array.from(types, ([type, count]) => `${type} ${count}`).join(', ')}`,
    `settings: ${JSON.stringify(indexSettings, null, 2)}`,
    `synonyms (src/search/synonyms.ts): ${algoliaSynonyms()
      .map((group) => group.synonyms.join(' = '))
      .join('; ')}`,
  ].join('\n');
}

// algoliasearch fills a temporary index and moves it over the live one: never seen half-filled.
export async function pushRecords(options: {
  appId: string;
  adminApiKey: string;
  indexName: string;
  records: SearchRecord[];
  /** Tests point this at a local stand-in. */
  hosts?: Array<{ url: string; protocol: 'http' | 'https' }>;
}): Promise<void> {
  const { appId, adminApiKey, indexName, records, hosts } = options;
  const client = algoliasearch(
    appId,
    adminApiKey,
    hosts ? { hosts: hosts.map((host) => ({ ...host, accept: 'readWrite' as const })) } : undefined,
  );
  const { taskID } = await client.setSettings({ indexName, indexSettings });
  await client.waitForTask({ indexName, taskID });
  const synonyms = await client.saveSynonyms({
    indexName,
    synonymHit: algoliaSynonyms(),
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({ indexName, taskID: synonyms.taskID });
  await client.replaceAllObjects({ indexName, objects: records, batchSize: 1000 });
}
