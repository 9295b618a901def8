/**
 * How the built-in index grows with the generated API reference, before those
 * pages exist in this build: adds one synthetic page per operation of
 * ../shared/reference/api-operations.tsv (and one per tag), shaped like the
 * pages docusaurus-plugin-openapi-docs renders (method and path, parameters,
 * request body and response schemas), to the records of build/, then reports
 * the index size and what first queries fetch (gzip), computed in Node.
 *
 *   npm run build && npm run bench:search-scale [-- path/to/api-operations.tsv]
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSearchIndex } from '../src/search/buildIndex';
import { collectRecords } from '../src/search/collect';
import { SearchEngine } from '../src/search/engine';
import { extractRecords } from '../src/search/records';
import { buildDir, gzipSize, readSitemap } from './lib/builtSite';

const root = path.join(__dirname, '..');
const operationsFile =
  process.argv[2] ?? path.join(root, '..', 'shared', 'reference', 'api-operations.tsv');
const words =
  'project feature environment strategy segment token user group role variant constraint release change request banner addon event tag type instance metric signal application license maintenance'.split(
    ' ',
  );

const pick = (seed: number, n: number): string[] =>
  Array.from({ length: n }, (_, i) => words[(seed * 7 + i * 13) % words.length] ?? 'item');
const title = (slug: string): string =>
  slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

function schema(seed: number, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const [a, b, c] = pick(seed + i, 3);
    return `<div class="openapi-schema__list-item"><strong class="openapi-schema__property">${a}${(b ?? '').replace(/^./, (x) => x.toUpperCase())}</strong><span class="openapi-schema__name">string</span><p>The ${a} of the ${b}, used when the ${c} is evaluated.</p></div>`;
  }).join('');
}

function apiPage(slug: string, method: string, route: string, tag: string, seed: number): string {
  const params = [...route.matchAll(/\{(\w+)\}/g)].map(
    ([, name]) =>
      `<li class="openapi-params__list-item"><span class="openapi-schema__container"><strong class="openapi-schema__property">${name}</strong><span class="openapi-schema__name">string</span><span class="openapi-schema__required">required</span></span><div><p>The ${name} the operation applies to.</p></div></li>`,
  );
  return `<html><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body>
<ul class="theme-doc-sidebar-menu"><li><a class="menu__link menu__link--sublist menu__link--active">${tag}</a></li></ul>
<article><div class="theme-doc-markdown markdown"><h1 class="openapi__heading">${title(slug)}</h1>
<pre class="openapi__method-endpoint"><span class="badge">${method}</span> <h2 class="openapi__method-endpoint-path">${route}</h2></pre>
<p>${title(slug)} in Unleash. This operation belongs to the ${tag} API and needs an admin token with the matching permission.</p>
<h2 id="request">Request</h2><details><summary><h3>Path Parameters</h3></summary><ul>${params.join('')}</ul></details>
<details><summary><h3>Body</h3></summary>${schema(seed, 8)}</details>
<h2 id="responses">Responses</h2><div role="tabpanel"><p>The request succeeded.</p>${schema(seed + 3, 10)}</div>
<div role="tabpanel" hidden><p>Authorization information is missing or invalid.</p></div>
<div role="tabpanel" hidden><p>The request data does not match what we expect.</p>${schema(seed + 5, 3)}</div>
</div></article></body></html>`;
}

async function main(): Promise<void> {
  const site = await collectRecords(buildDir, readSitemap().routes, 'https://docs.example.com');
  const rows = fs
    .readFileSync(operationsFile, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
  const api = rows.flatMap(([slug, , method, route, tag], seed) =>
    extractRecords({
      html: apiPage(slug ?? 'op', method ?? 'GET', route ?? '/', tag ?? 'API', seed),
      url: `https://docs.example.com/reference/api/unleash/${slug}`,
    }),
  );
  const tags = [...new Set(rows.map((row) => row[4] ?? ''))];
  const tagPages = tags.flatMap((tag, seed) =>
    extractRecords({
      html: `<html><body><article><div class="theme-doc-markdown"><h1>${tag}</h1><p>Operations of the ${tag} API: ${pick(seed, 12).join(', ')}.</p></div></article></body></html>`,
      url: `https://docs.example.com/reference/api/unleash/${tag.toLowerCase().replace(/\W+/g, '-')}`,
    }),
  );
  for (const [label, records] of [
    ['site as built', site],
    [`site + ${rows.length + tags.length} API pages`, [...site, ...api, ...tagPages]],
  ] as const) {
    const started = Date.now();
    const { files, stats } = buildSearchIndex([...records]);
    const buildMs = Date.now() - started;
    const gz = new Map([...files].map(([name, content]) => [name, gzipSize(content)]));
    const total = [...gz.values()].reduce((a, b) => a + b, 0);
    const firstQuery = async (query: string): Promise<number> => {
      let bytes = 0;
      const engine = new SearchEngine(async (file) => {
        bytes += gz.get(file) ?? 0;
        return JSON.parse(files.get(file) ?? 'null');
      });
      await engine.search({ query, hitsPerPage: 20, attributesToSnippet: ['content:10'] });
      return bytes;
    };
    const letters = await Promise.all('abcdefgilmnoprstuvw'.split('').map(firstQuery));
    const phrases = await Promise.all(
      ['create project', 'toggle maintenance', 'api token', 'gradual rollout'].map(firstQuery),
    );
    console.log(
      `${label}: ${records.length} records, ${stats.sections} sections, ${stats.terms} terms, ${stats.shards} shards, ${files.size} files; ` +
        `index ${(total / 1024).toFixed(0)} KB gzip (meta ${((gz.get('meta.json') ?? 0) / 1024).toFixed(1)} KB); built in ${buildMs} ms; ` +
        `first query, index files only: one letter ${(Math.min(...letters) / 1024).toFixed(0)}-${(Math.max(...letters) / 1024).toFixed(0)} KB, phrases ${(Math.min(...phrases) / 1024).toFixed(0)}-${(Math.max(...phrases) / 1024).toFixed(0)} KB`,
    );
  }
}

void main();
