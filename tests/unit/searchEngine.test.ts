import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSearchIndex } from '../../src/search/collect';
import type { EngineQuery } from '../../src/search/engine';
import { createLocalSearchClient } from '../../src/search/localClient';
import { engineFor, recordsOf, type PageSpec } from '../helpers/searchPages';

const pages: PageSpec[] = [
  {
    path: '/reference/segments',
    lvl0: 'Core concepts',
    sections: [
      [1, 'Segments', ['A segment is a reusable set of constraints.']],
      [
        2,
        'How segments are evaluated',
        ['Every constraint must match before the rollout applies.'],
      ],
      [2, 'Limits', ['You can attach up to five segments to one strategy.']],
    ],
  },
  {
    path: '/reference/stickiness',
    lvl0: 'Core concepts',
    sections: [
      [1, 'Stickiness', ['Stickiness keeps a user in the same variant across sessions.']],
      [
        2,
        'Custom stickiness',
        ['Pick any context field, for example tenantId, as the stickiness field.'],
      ],
    ],
  },
  {
    path: '/reference/api-tokens',
    lvl0: 'Admin',
    sections: [
      [
        1,
        'API tokens',
        ['Tokens authenticate SDKs <b>and</b> scripts: "client" & \'admin\' tokens.'],
      ],
      [2, 'Create a token', ['Open the admin menu and create an API token for the SDK.']],
    ],
  },
  {
    path: '/tutorials/rollout',
    lvl0: 'Tutorials',
    sections: [
      [
        1,
        'Gradual rollout',
        ['Release a feature to a percentage of users, then widen the rollout.'],
      ],
      [
        2,
        'Targeting with segments',
        ['Combine the rollout with segments to reach beta testers first.'],
      ],
    ],
  },
  {
    path: '/blog/old',
    lvl0: 'Blog',
    tag: 'blog-default',
    sections: [[1, 'Segments in the old days', ['Segments came later.']]],
  },
];

const docsOnly: EngineQuery['facetFilters'] = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];
const ask = (query: string, extra: Partial<EngineQuery> = {}): EngineQuery => ({
  query,
  hitsPerPage: 20,
  facetFilters: docsOnly,
  attributesToSnippet: ['content:5', 'hierarchy.lvl1:5', 'hierarchy.lvl2:5'],
  mark: { preTag: '<mark>', postTag: '</mark>', ellipsis: '…' },
  ...extra,
});
const paths = (hits: Array<{ url: string }>) => hits.map((hit) => new URL(hit.url).pathname);

test('the last word matches as a prefix, earlier words do not', async () => {
  const { engine } = engineFor(pages);
  const { hits } = await engine.search(ask('segm'));
  assert.equal(paths(hits)[0], '/reference/segments');
  const complete = await engine.search(ask('segm '));
  assert.equal(complete.nbHits, 0, 'a finished word is not a prefix');
});

test('typos: one from 4 letters, two from 8, none below 4', async () => {
  const { engine } = engineFor(pages);
  assert.equal(paths((await engine.search(ask('segmants'))).hits)[0], '/reference/segments');
  assert.equal(paths((await engine.search(ask('stickyness'))).hits)[0], '/reference/stickiness');
  assert.ok((await engine.search(ask('tokem '))).nbHits > 0, 'one typo in a 5-letter word');
  assert.equal((await engine.search(ask('sdq '))).nbHits, 0, 'no typo in a 3-letter word');
  assert.equal((await engine.search(ask('stckynss '))).nbHits, 0, 'three typos are too many');
});

test('a word the index has is taken as written, not as a typo of a neighbour', async () => {
  const { engine } = engineFor([
    { path: '/flags', lvl0: 'Docs', sections: [[1, 'Flags', ['Turn the flag on.']]] },
    { path: '/files', lvl0: 'Docs', sections: [[1, 'Files', ['Export a flat list.']]] },
  ]);
  // 'flag' and 'flat' are one typo apart, and both are words of the index.
  assert.deepEqual(paths((await engine.search(ask('flag '))).hits), ['/flags']);
  assert.deepEqual(paths((await engine.search(ask('flat '))).hits), ['/files']);
  // A word the index lacks is read as a typo of the words next to it.
  assert.deepEqual(paths((await engine.search(ask('flaq '))).hits).sort(), ['/files', '/flags']);
});

test('all words first: sections with every word rank above sections with some', async () => {
  const { engine } = engineFor(pages);
  // Only these two sections hold both words (in their heading, page title or text).
  const { hits } = await engine.search(ask('rollout segments'));
  assert.deepEqual(
    new Set(hits.map((hit) => hit.url.replace('https://docs.example.com', ''))),
    new Set([
      '/reference/segments#how-segments-are-evaluated',
      '/tutorials/rollout#targeting-with-segments',
    ]),
  );
  // No section has both words: sections with either still answer.
  const either = await engine.search(ask('stickiness tokens'));
  assert.deepEqual(
    new Set(paths(either.hits)),
    new Set(['/reference/stickiness', '/reference/api-tokens']),
  );
});

test('headings rank above body text; one hit per section', async () => {
  const { engine } = engineFor(pages);
  const { hits } = await engine.search(ask('segments'));
  assert.equal(hits[0]?.type, 'lvl1');
  assert.equal(hits[0]?.hierarchy.lvl1, 'Segments');
  const headingHits = hits.filter((hit) => hit.type !== 'content').length;
  assert.ok(headingHits >= 2);
  const firstContent = hits.findIndex((hit) => hit.type === 'content');
  const lastHeading = hits.map((hit) => hit.type !== 'content').lastIndexOf(true);
  assert.ok(firstContent === -1 || firstContent > 0, 'a heading comes first');
  assert.ok(lastHeading >= 0);
  const ids = hits.map((hit) => hit.objectID);
  assert.equal(new Set(ids).size, ids.length);
  assert.equal(new Set(hits.map((hit) => hit.url)).size, hits.length);
});

test('content hits carry the matching paragraph, escaped and marked, snippets cut to size', async () => {
  const { engine } = engineFor(pages);
  const { hits } = await engine.search(ask('scripts'));
  const hit = hits.find((h) => h.type === 'content');
  assert.ok(hit);
  assert.equal(
    hit.content,
    'Tokens authenticate SDKs <b>and</b> scripts: "client" & \'admin\' tokens.',
  );
  const value = hit._highlightResult.content?.value ?? '';
  assert.ok(value.includes('&lt;b&gt;and&lt;/b&gt;'), value);
  assert.ok(value.includes('&quot;client&quot; &amp; &#39;admin&#39;'), value);
  assert.ok(value.includes('<mark>scripts</mark>'), value);
  assert.ok(!value.includes('<b>'));
  const snippet = hit._snippetResult.content?.value ?? '';
  assert.ok(snippet.includes('<mark>scripts</mark>'));
  assert.equal(
    snippet
      .replace(/<\/?mark>/g, '')
      .replace(/…/g, ' ')
      .trim()
      .split(/\s+/).length,
    5,
  );
  assert.equal(hit._highlightResult.content?.matchLevel, 'full');
  assert.deepEqual(hit._highlightResult.content?.matchedWords, ['scripts']);
});

test('a name such as NOT_IN is marked whole; its parts as words when asked as words', async () => {
  const { engine } = engineFor([
    {
      path: '/reference/operators',
      sections: [[1, 'Operators', ['Use NOT_IN <or> IN, and set DATABASE_URL first.']]],
    },
  ]);
  const byName = (await engine.search(ask('NOT_IN'))).hits[0];
  assert.equal(
    byName?._highlightResult.content?.value,
    'Use <mark>NOT_IN</mark> &lt;or&gt; IN, and set DATABASE_URL first.',
  );
  assert.match(byName?._snippetResult.content?.value ?? '', /<mark>NOT_IN<\/mark>/);
  const byWords = (await engine.search(ask('database url'))).hits[0];
  assert.match(
    byWords?._highlightResult.content?.value ?? '',
    /<mark>DATABASE<\/mark>_<mark>URL<\/mark>/,
  );
});

test('the tags of the request mark matches; Algolia defaults otherwise', async () => {
  const { engine } = engineFor(pages);
  const custom = await engine.search(
    ask('stickiness', { mark: { preTag: '<span class="hl">', postTag: '</span>' } }),
  );
  assert.match(
    custom.hits[0]?._highlightResult.hierarchy.lvl1?.value ?? '',
    /<span class="hl">Stickiness<\/span>/,
  );
  const plain = await engine.search({ query: 'stickiness' });
  assert.match(plain.hits[0]?._highlightResult.hierarchy.lvl1?.value ?? '', /<em>Stickiness<\/em>/);
});

test('facet filters keep the locale and docs version; facet counts when asked', async () => {
  const { engine } = engineFor(pages);
  const docs = await engine.search(ask('segments', { facets: ['docusaurus_tag'] }));
  assert.ok(!paths(docs.hits).includes('/blog/old'));
  assert.deepEqual(Object.keys(docs.facets.docusaurus_tag ?? {}), ['docs-default-current']);
  const all = await engine.search({ query: 'segments', hitsPerPage: 20 });
  assert.ok(paths(all.hits).includes('/blog/old'));
  const other = await engine.search(ask('segments', { facetFilters: ['language:fr'] }));
  assert.equal(other.nbHits, 0);
});

test('pages of hits: nbHits, nbPages, page', async () => {
  const { engine } = engineFor(pages);
  const first = await engine.search(ask('segments', { hitsPerPage: 2 }));
  assert.ok(first.nbHits >= 4);
  assert.equal(first.nbPages, Math.ceil(first.nbHits / 2));
  assert.equal(first.hits.length, 2);
  const second = await engine.search(ask('segments', { hitsPerPage: 2, page: 1 }));
  assert.equal(second.page, 1);
  assert.notDeepEqual(
    second.hits.map((h) => h.objectID),
    first.hits.map((h) => h.objectID),
  );
  const none = await engine.search(ask('segments', { hitsPerPage: 0 }));
  assert.deepEqual(none.hits, []);
  assert.equal(none.nbHits, first.nbHits);
});

test('a query loads only the shards and record files it needs', async () => {
  // Enough distinct words to fill several shards.
  const many: PageSpec[] = Array.from({ length: 60 }, (_, n) => ({
    path: `/generated/page-${n}`,
    sections: [
      [
        1,
        `Operation number${n}`,
        [`Unique${n} words: ${Array.from({ length: 40 }, (_, w) => `w${n}x${w}`).join(' ')}.`],
      ],
    ],
  }));
  const { engine, loaded, files } = engineFor([...pages, ...many]);
  const shards = [...files.keys()].filter((name) => name.startsWith('shard-')).length;
  assert.ok(shards > 3, `only ${shards} shards`);
  await engine.search(ask('stickiness'));
  const loadedShards = loaded.filter((name) => name.startsWith('shard-')).length;
  assert.ok(loadedShards > 0 && loadedShards < shards, `${loadedShards} of ${shards} shards`);
  assert.ok(loaded.includes('meta.json'));
});

test('the client answers the algoliasearch v5 and v4 call shapes', async () => {
  const { files } = buildSearchIndex(recordsOf(pages));
  const fetchImpl = (async (url: string | URL | Request) => {
    const name = String(url).split('/').pop() ?? '';
    const content = files.get(name);
    return new Response(content ?? 'not found', { status: content ? 200 : 404 });
  }) as typeof fetch;
  const client = createLocalSearchClient({ baseUrl: '/', fetchImpl });
  const v5 = await client.search({
    requests: [
      {
        indexName: 'docs',
        query: 'stickiness',
        hitsPerPage: 20,
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
    ],
  });
  const [result] = v5.results;
  assert.equal(result?.query, 'stickiness');
  assert.equal(result?.index, 'docs');
  assert.match(result?.queryID ?? '', /^[0-9a-f]{32}$/);
  assert.equal(result?.page, 0);
  assert.equal(result?.hitsPerPage, 20);
  assert.ok((result?.nbHits ?? 0) > 0);
  assert.equal(result?.nbPages, 1);
  // algoliasearch-helper (the /search page) sends an array with params.
  const v4 = await client.search([
    { indexName: 'docs', params: { query: 'segments', hitsPerPage: 15, page: 0 } },
    { indexName: 'docs', params: 'query=segments&hitsPerPage=0&facets=%5B%22language%22%5D' },
  ]);
  assert.equal(v4.results.length, 2);
  assert.equal(v4.results[1]?.hits.length, 0);
  assert.deepEqual(Object.keys(v4.results[1]?.facets ?? {}), ['language']);
  const empty = await client.search({ requests: [{ indexName: 'docs', query: '   ' }] });
  assert.equal(empty.results[0]?.nbHits, 0);
});

test('when the index cannot be fetched the client throws a RetryError, then recovers', async () => {
  const { files } = buildSearchIndex(recordsOf(pages));
  let online = false;
  const fetchImpl = (async (url: string | URL | Request) => {
    if (!online) throw new TypeError('Failed to fetch');
    return new Response(files.get(String(url).split('/').pop() ?? '') ?? '', { status: 200 });
  }) as typeof fetch;
  const client = createLocalSearchClient({ baseUrl: '/', fetchImpl });
  await assert.rejects(
    client.search({ requests: [{ indexName: 'docs', query: 'segments' }] }),
    (error: Error) => error.name === 'RetryError' && /Unreachable hosts/.test(error.message),
  );
  online = true;
  const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'segments' }] });
  assert.ok((results[0]?.nbHits ?? 0) > 0);
});

test("a comparison's question words are not required, and the UI's word for a task finds the reader's", async () => {
  const { engine } = engineFor([
    ...pages,
    {
      path: '/reference/migration',
      lvl0: 'Core concepts',
      sections: [[1, 'Migration guide', ['Behaviour differences: Edge evaluates segments.']]],
    },
    {
      path: '/reference/archive',
      lvl0: 'Core concepts',
      sections: [[1, 'Archived flags', ['Revive an archived flag to use it again.']]],
    },
  ]);
  const compare = paths(
    (await engine.search(ask('whats the difference between segments and stickiness'))).hits,
  );
  assert.ok(
    compare.indexOf('/reference/segments') < compare.indexOf('/reference/migration'),
    compare.join(' '),
  );
  assert.ok(compare.indexOf('/reference/stickiness') >= 0, compare.join(' '));
  assert.equal(paths((await engine.search(ask('restore '))).hits)[0], '/reference/archive');
  assert.equal(paths((await engine.search(ask('unarchive a flag'))).hits)[0], '/reference/archive');
});

test('a synonym the query reached is marked like the words it typed', async () => {
  const { engine } = engineFor([
    {
      path: '/reference/rbac',
      lvl0: 'Core concepts',
      sections: [[1, 'Role-based access control', ['Roles grant permissions.']]],
    },
    {
      path: '/reference/toggles',
      lvl0: 'Core concepts',
      sections: [[1, 'Old names', ['Feature toggles were renamed.']]],
    },
  ]);
  const [rbac] = (await engine.search(ask('rbac'))).hits;
  assert.equal(
    rbac?._highlightResult.hierarchy.lvl1?.value,
    '<mark>Role-based access control</mark>',
  );
  assert.equal(rbac?._highlightResult.hierarchy.lvl1?.matchLevel, 'full');
  const [toggles] = (await engine.search(ask('flag '))).hits;
  assert.equal(
    toggles?._highlightResult.content?.value,
    'Feature <mark>toggles</mark> were renamed.',
  );
  assert.match(toggles?._snippetResult.content?.value ?? '', /<mark>toggles<\/mark>/);
});
