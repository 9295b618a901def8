import fs from 'node:fs';
import path from 'node:path';
import { SearchEngine } from '../src/search/engine';
const dir = path.join(__dirname, '..', 'build', 'search-index');
(async () => {
  const engine = new SearchEngine(async (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
  await engine.loadAll();
  for (const query of process.argv.slice(2)) {
    const { hits } = await engine.search({ query, hitsPerPage: 8, facetFilters: [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current']] });
    console.log(`## ${query}`);
    for (const h of hits) console.log(`  ${new URL(h.url).pathname}${new URL(h.url).hash}  | ${h.hierarchy.lvl1} > ${h.hierarchy.lvl2 ?? ''} > ${h.hierarchy.lvl3 ?? ''} | ${(h.content ?? '').slice(0, 90)}`);
  }
})();
