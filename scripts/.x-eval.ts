import fs from 'node:fs';
import path from 'node:path';
import { SearchEngine } from '../src/search/engine';
const dir = path.join(__dirname, '..', 'build', 'search-index');
const file = process.argv[2]!;
const verbose = process.argv.includes('-v');
const qs = JSON.parse(fs.readFileSync(file, 'utf8')) as { query: string; accept: string[]; kind: string }[];
(async () => {
  const engine = new SearchEngine(async (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
  await engine.loadAll();
  let top3 = 0, mrr = 0;
  const byKind: Record<string, [number, number]> = {};
  for (const { query, accept, kind } of qs) {
    const { hits } = await engine.search({ query, hitsPerPage: 20, facetFilters: [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current']] });
    const pages = hits.map((h) => new URL(h.url).pathname.replace(/\/$/, '') || '/');
    const i = pages.findIndex((p) => accept.includes(p));
    const k = (byKind[kind] ??= [0, 0]); k[1]++;
    if (i >= 0 && i < 3) { top3++; k[0]++; }
    if (i >= 0 && i < 10) mrr += 1 / (i + 1);
    if (i < 0 || i >= 3 || verbose) console.log(`${i < 0 ? '--' : i + 1}\t${query}\t→ ${accept.join(' ')}\n\tgot ${[...new Set(pages)].slice(0, 4).join(' ')}`);
  }
  console.log(`top3 ${top3}/${qs.length}  MRR ${(mrr / qs.length).toFixed(3)}`, JSON.stringify(byKind));
})();
