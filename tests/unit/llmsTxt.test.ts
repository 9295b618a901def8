import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  groupPages,
  llmsFull,
  llmsIndex,
  type DocsInstance,
  type LlmsPage,
} from '../../src/plugins/llmsOutput/llmsTxt';

const page = (pluginId: string, docId: string, title: string, description = ''): LlmsPage => ({
  pluginId,
  docId,
  title,
  description,
  permalink: pluginId === 'api' ? `/reference/api/unleash/${docId}` : `/${docId}`,
});

const pages = [
  page('default', 'quickstart', 'Quickstart', 'Run Unleash and create a flag.'),
  page('default', 'what-is-a-feature-flag', 'What is a feature flag?'),
  page('default', 'reference/projects', 'Projects', 'How projects group flags.'),
  page('default', 'reference/segments', 'Segments [beta]'),
  page('default', 'reference/archived', 'Archived page'),
  page('default', 'unleash-academy/introduction', 'Unleash Academy'),
  page('default', 'api-overview', 'API overview'),
  page('api', 'index', 'Unleash API reference'),
  page('api', 'features', 'Features'),
  page('api', 'add-tag', 'Add a tag to a flag', 'Adds one tag\nto the flag.'),
];

const instances: DocsInstance[] = [
  {
    pluginId: 'default',
    sidebars: {
      documentation: [
        {
          type: 'category',
          label: 'Get started',
          link: { type: 'doc', id: 'quickstart' },
          items: [
            { type: 'doc', id: 'quickstart' },
            { type: 'doc', id: 'what-is-a-feature-flag' },
          ],
        },
        {
          type: 'category',
          label: 'Core concepts',
          items: [
            {
              type: 'category',
              label: 'Projects and environments',
              items: [{ type: 'doc', id: 'reference/projects' }],
            },
            { type: 'doc', id: 'reference/segments' },
            { type: 'ref', id: 'unleash-academy/introduction' },
            { type: 'link' },
          ],
        },
        { type: 'category', label: 'API reference', items: [{ type: 'doc', id: 'api-overview' }] },
      ],
      academy: [
        {
          type: 'category',
          label: 'Unleash Academy',
          items: [{ type: 'doc', id: 'unleash-academy/introduction' }],
        },
      ],
    },
  },
  {
    pluginId: 'api',
    sidebars: {
      api: [
        { type: 'link' },
        { type: 'doc', id: 'index' },
        {
          type: 'category',
          label: 'Features',
          link: { type: 'doc', id: 'features' },
          items: [{ type: 'doc', id: 'add-tag' }],
        },
      ],
    },
  },
];

const names = {
  sidebars: {
    documentation: { name: 'Documentation' },
    academy: { name: 'Unleash Academy' },
    api: { name: 'API reference', categoryPrefix: 'API reference: ' },
  },
  other: 'Other pages',
};

const sections = groupPages(instances, pages, names);

test('sections follow the sidebars: one per top-level category, nested ones flattened', () => {
  assert.deepEqual(
    sections.map((section) => [section.name, section.pages.map((p) => p.docId)]),
    [
      ['Get started', ['quickstart', 'what-is-a-feature-flag']],
      ['Core concepts', ['reference/projects', 'reference/segments']],
      // The API instance's top-level pages join the section of the same name.
      ['API reference', ['api-overview', 'index']],
      ['Unleash Academy', ['unleash-academy/introduction']],
      ['API reference: Features', ['features', 'add-tag']],
      ['Other pages', ['reference/archived']],
    ],
  );
});

test('every page appears exactly once', () => {
  const listed = sections.flatMap((section) => section.pages);
  assert.equal(listed.length, pages.length);
  assert.equal(new Set(listed).size, pages.length);
});

const index = llmsIndex({
  title: 'Unleash documentation',
  summary: 'Unleash is a feature management platform.\nIt has SDKs.',
  notes: ['Each link is the Markdown version of a page.'],
  sections,
  pageUrl: (p) => `https://docs.example.com${p.permalink}.md`,
});

test('llms.txt: H1, a one-paragraph blockquote summary, notes, then H2 sections of links', () => {
  const lines = index.split('\n');
  assert.equal(lines[0], '# Unleash documentation');
  assert.equal(lines[2], '> Unleash is a feature management platform. It has SDKs.');
  assert.equal(lines[4], 'Each link is the Markdown version of a page.');
  assert.equal(lines[6], '## Get started');
  assert.equal(
    lines[8],
    '- [Quickstart](https://docs.example.com/quickstart.md): Run Unleash and create a flag.',
  );
  assert.equal(
    lines[9],
    '- [What is a feature flag?](https://docs.example.com/what-is-a-feature-flag.md)',
  );
  assert.ok(
    index.includes('- [Segments \\[beta\\]](https://docs.example.com/reference/segments.md)'),
  );
  assert.ok(
    index.includes(
      '- [Add a tag to a flag](https://docs.example.com/reference/api/unleash/add-tag.md): Adds one tag to the flag.',
    ),
  );
  // Only headings, list items, the summary and the notes: nothing else in between.
  for (const line of lines.filter(Boolean)) {
    assert.match(line, /^(# |> |## |- \[|Each link)/, line);
  }
  const links = index.match(/^- \[/gm) ?? [];
  assert.equal(links.length, pages.length);
  assert.ok(index.endsWith('\n'));
});

test('llms-full.txt: the header, then each page after a rule and its URL, in order', () => {
  const full = llmsFull({
    title: 'Unleash documentation',
    summary: 'Summary.',
    notes: ['Every page.'],
    pages: [
      { url: 'https://docs.example.com/quickstart', markdown: '# Quickstart\n\nStart here.\n' },
      { url: 'https://docs.example.com/reference/projects', markdown: '# Projects\n\nGroups.\n' },
    ],
  });
  assert.equal(
    full,
    [
      '# Unleash documentation',
      '',
      '> Summary.',
      '',
      'Every page.',
      '',
      '---',
      '',
      'URL: https://docs.example.com/quickstart',
      '',
      '# Quickstart',
      '',
      'Start here.',
      '',
      '---',
      '',
      'URL: https://docs.example.com/reference/projects',
      '',
      '# Projects',
      '',
      'Groups.',
      '',
    ].join('\n'),
  );
});
