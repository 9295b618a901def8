import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseOutline } from '../../src/config/sidebarOutline';

/** The message parseOutline fails with, or undefined when it loads. */
function failure(yaml: string): string | undefined {
  try {
    parseOutline(yaml, 'outline.yaml');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

test('every kind of entry loads as the sidebar builder takes it', () => {
  const outline = parseOutline(
    [
      'documentation:',
      '  - category: Get started',
      '    link: quickstart',
      '    collapsed: false',
      '    items:',
      '      - intro',
      '      - doc: quickstart',
      '        label: Quickstart',
      '      - category: Nested',
      '        items: [deep/page]',
      '  - ref: unleash-academy/introduction',
      '    label: Unleash Academy',
      'academy:',
      '  - href: /reference/sdks#community-sdks',
      '    label: Community SDKs',
      '    requires: reference/sdks',
    ].join('\n'),
  );
  assert.deepEqual(outline, {
    documentation: [
      {
        category: 'Get started',
        link: 'quickstart',
        collapsed: false,
        items: [
          'intro',
          { doc: 'quickstart', label: 'Quickstart' },
          { category: 'Nested', items: ['deep/page'] },
        ],
      },
      { ref: 'unleash-academy/introduction', label: 'Unleash Academy' },
    ],
    academy: [
      {
        href: '/reference/sdks#community-sdks',
        label: 'Community SDKs',
        requires: 'reference/sdks',
      },
    ],
  });
});

test('an entry of no known kind is named by its line and its place in the outline', () => {
  const yaml = [
    'documentation:',
    '  - first',
    '  - second',
    '  - third',
    '  - category: Fourth',
    '    items:',
    '      - a',
    '      - b',
    '      - label: Only a label',
    'academy: []',
  ].join('\n');
  assert.equal(
    failure(yaml),
    'outline.yaml:9: documentation[3].items[2]: an entry needs doc, ref, href or category',
  );
});

test('one run lists every mistake, in file order, at the key that is wrong', () => {
  const yaml = [
    'documentation:',
    '  - category: A',
    '    colapsed: false',
    '    items:',
    '      - doc: /quickstart',
    '        label: Quickstart',
    '      - doc: intro',
    '      - category: B',
    "        collapsed: 'no'",
    '        items: [b.md]',
    '      - generated: api-tag',
    '      - docs: misspelt',
    '        label: Misspelt',
    'academy:',
    '  - ref: x',
    '    href: /x',
    '    label: X',
  ].join('\n');
  assert.equal(
    failure(yaml),
    [
      'outline.yaml:3: documentation[0].colapsed: not a key of a category entry, which takes category, link, collapsed, items',
      "outline.yaml:5: documentation[0].items[0].doc: '/quickstart': a doc id has no leading slash",
      'outline.yaml:7: documentation[0].items[1]: label is missing',
      'outline.yaml:9: documentation[0].items[2].collapsed: must be true or false',
      "outline.yaml:10: documentation[0].items[2].items[0]: 'b.md': a doc id has no file extension",
      'outline.yaml:11: documentation[0].items[3].generated: must be one of: api-tags',
      'outline.yaml:12: documentation[0].items[4]: an entry needs doc, ref, href or category (unknown: docs)',
      'outline.yaml:15: academy[0]: an entry is one kind, not ref and href at once',
    ].join('\n'),
  );
});

test('a missing sidebar, a stray top-level key and broken YAML are reported with their line', () => {
  assert.equal(
    failure('documentation: []\nacdemy: []\n'),
    [
      'outline.yaml:1: academy: expected a list of entries (lines starting with `- `)',
      'outline.yaml:2: acdemy: only `documentation:` and `academy:` are read',
    ].join('\n'),
  );
  assert.match(
    failure('documentation:\n  - doc: a\n    doc: b\nacademy: []\n') ?? '',
    /^outline\.yaml:3: not valid YAML: /,
  );
});
