import { test } from 'node:test';
import assert from 'node:assert/strict';
import { footerColumns, liveColumns } from '../../src/config/footer';

test('the footer has the five link groups of the spec, in order', () => {
  assert.deepEqual(
    footerColumns.map((column) => column.title),
    ['Server SDKs', 'Frontend SDKs', 'Feature Flag use cases', 'Product', 'Support'],
  );
});

test('internal links to pages that do not exist yet are left out, and so are empty groups', () => {
  const live = liveColumns(footerColumns, (route) => route === '/quickstart');
  const titles = live.map((column) => column.title);
  assert.deepEqual(titles, ['Feature Flag use cases', 'Product', 'Support']);
  const product = live.find((column) => column.title === 'Product');
  assert.ok(product?.items.some((item) => item.to === '/quickstart'));
  assert.ok(!product?.items.some((item) => item.to === '/understanding-unleash/unleash-overview'));
  for (const column of live) {
    for (const item of column.items) assert.ok(item.href || item.to === '/quickstart');
  }
});

test('external footer links are absolute https URLs', () => {
  for (const column of footerColumns) {
    for (const item of column.items) {
      if (typeof item.href === 'string') assert.match(item.href, /^https:\/\//);
    }
  }
});
