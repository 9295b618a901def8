import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildSidebar } from '../../src/config/sidebarBuilder';
import {
  academyOutline,
  documentationOutline,
  type OutlineEntry,
} from '../../src/config/sidebarOutline';
import { docIds } from '../helpers/outline';

const outline: OutlineEntry[] = [
  {
    category: 'Get started',
    link: 'quickstart',
    items: [{ label: 'Quickstart', doc: 'quickstart' }, 'intro', 'missing-page'],
  },
  { category: 'Empty', items: ['not-written', { category: 'Nested empty', items: ['nope'] }] },
  { category: 'Only a landing page', link: 'landing', items: ['not-written'] },
  { label: 'Anchor link', href: '/landing#part', requires: 'landing' },
  { label: 'Link to missing', href: '/gone#part', requires: 'gone' },
  { label: 'Elsewhere', ref: 'intro' },
];

test('keeps existing docs, drops missing ones and empty categories', () => {
  const existing = new Set(['quickstart', 'intro', 'landing']);
  const sidebar = buildSidebar(outline, (id) => existing.has(id));
  assert.deepEqual(sidebar, [
    {
      type: 'category',
      label: 'Get started',
      collapsed: true,
      link: { type: 'doc', id: 'quickstart' },
      items: [{ type: 'doc', id: 'intro' }],
    },
    {
      type: 'category',
      label: 'Only a landing page',
      collapsed: true,
      link: { type: 'doc', id: 'landing' },
      items: [],
    },
    { type: 'link', label: 'Anchor link', href: '/landing#part' },
    { type: 'ref', id: 'intro', label: 'Elsewhere' },
  ]);
});

test('a category whose landing page is missing keeps its items without a link', () => {
  const sidebar = buildSidebar(
    [{ category: 'C', link: 'missing', items: ['a'] }],
    (id) => id === 'a',
  );
  assert.deepEqual(sidebar, [
    { type: 'category', label: 'C', collapsed: true, items: [{ type: 'doc', id: 'a' }] },
  ]);
});

test('the documentation sidebar starts with Get started, linking the quickstart', () => {
  const first = documentationOutline[0];
  assert.ok(first && typeof first === 'object' && 'category' in first);
  assert.equal(first.category, 'Get started');
  assert.equal(first.link, 'quickstart');
});

test('the academy sidebar starts with Unleash Academy, linking its introduction', () => {
  const first = academyOutline[0];
  assert.ok(first && typeof first === 'object' && 'category' in first);
  assert.equal(first.category, 'Unleash Academy');
  assert.equal(first.link, 'unleash-academy/introduction');
});

test('no page is listed twice in the outline (category links aside)', () => {
  const ids = docIds(documentationOutline).concat(docIds(academyOutline));
  const seen = new Map<string, number>();
  for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
  // A category's landing page may also appear as its first item in the outline; the builder drops that copy.
  const repeated = [...seen].filter(([, count]) => count > 2).map(([id]) => id);
  assert.deepEqual(repeated, []);
});

test('a link into another sidebar is labelled with that sidebar, not with the page title', () => {
  // The documentation sidebar once ended in 'Introduction', which opened the academy.
  const refs: { label: string; ref: string }[] = [];
  const collect = (entries: OutlineEntry[]): void => {
    for (const entry of entries) {
      if (typeof entry === 'string') continue;
      if ('ref' in entry) refs.push(entry);
      if ('items' in entry) collect(entry.items);
    }
  };
  collect(documentationOutline);
  collect(academyOutline);
  assert.ok(refs.length > 0);
  const sidebars = [documentationOutline, academyOutline];
  for (const { label, ref } of refs) {
    const target = sidebars
      .flat()
      .find(
        (entry): entry is Extract<OutlineEntry, { category: string }> =>
          typeof entry !== 'string' && 'category' in entry && entry.link === ref,
      );
    assert.ok(target, `${ref} opens no sidebar`);
    // Docusaurus shows the page's own sidebar_label before the outline's label.
    assert.equal(shownLabel(ref, label), target.category, `the link to ${ref}`);
  }
});

/** The label Docusaurus shows for a link to `docId` labelled `label`: the page's sidebar_label wins. */
function shownLabel(docId: string, label: string): string {
  const file = ['md', 'mdx']
    .map((ext) => path.join(__dirname, '..', '..', 'docs', `${docId}.${ext}`))
    .find((candidate) => fs.existsSync(candidate));
  assert.ok(file, `no page for ${docId}`);
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  const own = /^sidebar_label:\s*(.+)$/m.exec(frontMatter)?.[1]?.trim();
  return own ? own.replace(/^(['"])(.*)\1$/, '$2') : label;
}
