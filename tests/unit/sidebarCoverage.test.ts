import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { academyOutline, documentationOutline } from '../../src/config/sidebarOutline';
import { docIds } from '../helpers/outline';
import { readRoutes } from '../helpers/pages';

// Generated API pages get their sidebar from the OpenAPI generator.
const generatedKinds = new Set(['api-operation', 'api-tag', 'api-index', 'home', 'search-page']);

test('every route sits in the sidebar the route list gives it, and only there', () => {
  const documentation = new Set(docIds(documentationOutline));
  const academy = new Set(docIds(academyOutline));
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
