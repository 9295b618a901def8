import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { indexSettings, pushRecords, describePush } from '../../scripts/lib/algoliaPush';
import { algoliaSynonyms } from '../../src/search/synonyms';
import type { SearchRecord } from '../../src/search/types';

type Seen = { method: string; path: string; body: unknown; headers: http.IncomingHttpHeaders };

/** A stand-in for Algolia's write API on localhost: answers like Algolia, records what it got. */
async function standIn(): Promise<{ seen: Seen[]; url: string; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  let task = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      seen.push({
        method: request.method ?? '',
        path,
        body: raw ? JSON.parse(raw) : null,
        headers: request.headers,
      });
      task += 1;
      const answer = path.includes('/task/')
        ? { status: 'published', pendingTask: false }
        : path.endsWith('/batch')
          ? { taskID: task, objectIDs: [] }
          : { taskID: task, updatedAt: new Date().toISOString() };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    url: `127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const record = (n: number): SearchRecord => ({
  objectID: `https://docs.example.com/page-${n}#0`,
  url: `https://docs.example.com/page-${n}`,
  type: 'lvl1',
  hierarchy: {
    lvl0: 'Docs',
    lvl1: `Page ${n}`,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  weight: { pageRank: 0, level: 100, position: 0 },
});

test('search:push sets the settings, then replaces all records through a temporary index', async () => {
  const server = await standIn();
  try {
    const records = Array.from({ length: 1500 }, (_, n) => record(n));
    await pushRecords({
      appId: 'TESTAPP',
      adminApiKey: 'admin-key',
      indexName: 'docs',
      records,
      hosts: [{ url: server.url, protocol: 'http' }],
    });
    const settings = server.seen.find(
      (s) => s.method === 'PUT' && s.path === '/1/indexes/docs/settings',
    );
    assert.deepEqual(settings?.body, indexSettings);
    assert.equal(settings?.headers['x-algolia-api-key'], 'admin-key');
    assert.equal(settings?.headers['x-algolia-application-id'], 'TESTAPP');

    const synonyms = server.seen.find(
      (s) => s.method === 'POST' && s.path === '/1/indexes/docs/synonyms/batch',
    );
    assert.deepEqual(synonyms?.body, algoliaSynonyms(), 'the synonyms of the built-in engine');
    assert.ok(
      server.seen.indexOf(synonyms!) < server.seen.findIndex((s) => s.path.includes('_tmp_')),
      'synonyms are set before the temporary index copies them',
    );
    assert.ok(indexSettings.customRanking?.[0] === 'desc(weight.pageRank)');

    const batches = server.seen.filter((s) => /^\/1\/indexes\/docs_tmp_\d+\/batch$/.test(s.path));
    assert.equal(batches.length, 2, 'two batches of at most 1000 records');
    const tmp = batches[0]?.path.split('/')[3] ?? '';
    assert.match(tmp, /^docs_tmp_\d+$/);
    const sent = batches.flatMap(
      (b) => (b.body as { requests: Array<{ action: string; body: SearchRecord }> }).requests,
    );
    assert.equal(sent.length, 1500);
    assert.ok(sent.every((r) => r.action === 'addObject'));
    assert.deepEqual(sent[0]?.body, records[0]);

    const moves = server.seen.filter(
      (s) =>
        s.path === `/1/indexes/${tmp}/operation` &&
        (s.body as { operation: string }).operation === 'move',
    );
    assert.deepEqual(moves[0]?.body, { operation: 'move', destination: 'docs' });
  } finally {
    await server.close();
  }
});

test('the dry run describes the records and settings', () => {
  const text = describePush('docs', [record(1), record(2)]);
  assert.match(text, /index docs: 2 records from 2 pages/);
  assert.match(text, /record types: lvl1 2/);
  assert.match(text, /"attributesForFaceting"/);
});
