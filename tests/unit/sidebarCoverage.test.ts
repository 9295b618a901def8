import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  academyOutline,
  documentationOutline,
  type OutlineEntry,
} from '../../src/config/sidebarOutline';
import { readRoutes } from '../content/pages';

function docIds(entries: OutlineEntry[]): Set<string> {
  const ids = new Set<string>();
  const walk = (list: OutlineEntry[]): void => {
    for (const entry of list) {
      if (typeof entry === 'string') ids.add(entry);
      else if ('doc' in entry) ids.add(entry.doc);
      else if ('category' in entry) {
        if (entry.link) ids.add(entry.link);
        walk(entry.items);
      }
    }
  };
  walk(entries);
  return ids;
}

// Generated API pages get their sidebar from the OpenAPI generator.
const generatedKinds = new Set(['api-operation', 'api-tag', 'api-index', 'home', 'search-page']);

test('every route sits in the sidebar the route list gives it, and only there', () => {
  const documentation = docIds(documentationOutline);
  const academy = docIds(academyOutline);
  const problems: string[] = [];
  for (const { route, kind, sidebar } of readRoutes(
    path.join(__dirname, '..', 'content', 'routes.tsv'),
  )) {
    if (generatedKinds.has(kind)) continue;
    const id = route.slice(1);
    const where = documentation.has(id) ? 'documentation' : academy.has(id) ? 'academy' : 'none';
    if (where !== sidebar) problems.push(`${route}: in ${where}, expected ${sidebar}`);
  }
  assert.deepEqual(problems, []);
});
