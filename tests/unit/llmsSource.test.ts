import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sourceToMarkdown, type SourceOptions } from '../../src/plugins/llmsOutput/sourceMarkdown';

const pageUrl = 'https://docs.example.com/reference/segments';
const routes: Record<string, string> = { './strategies.md': '/reference/activation-strategies' };

const convert = (
  source: string,
  options: Partial<SourceOptions> = {},
): Promise<string | undefined> =>
  sourceToMarkdown(source, '/site/docs/reference/segments.md', {
    pageUrl,
    routeOfFile: (file) => routes[file],
    ...options,
  });

async function markdown(source: string, options: Partial<SourceOptions> = {}): Promise<string> {
  const out = await convert(source, options);
  assert.ok(out !== undefined, 'read from source');
  return out;
}

const frontMatter = [
  '---',
  'title: Segments',
  'description: Reusable groups of constraints.',
  'sidebar_label: Segments',
  '---',
  '',
].join('\n');

test('title from the front matter as H1, the description quoted, then the body; no front matter left', async () => {
  const out = await markdown(`${frontMatter}A **segment** is a named set of constraints.\n`);
  assert.equal(
    out,
    '# Segments\n\n> Reusable groups of constraints.\n\nA **segment** is a named set of constraints.\n',
  );
});

test('the docs plugin title and description win; a description the body already says is left out', async () => {
  const out = await markdown(`${frontMatter}Reusable groups of *constraints*, shared.\n`, {
    title: 'Segments [beta]',
    description: 'Reusable groups of constraints',
  });
  assert.equal(out, '# Segments \\[beta\\]\n\nReusable groups of *constraints*, shared.\n');
});

test('an H1 in the body is the title and is written once', async () => {
  const out = await markdown('# Projects\n\nProjects group flags.\n');
  assert.match(out, /^# Projects\n\nProjects group flags\.\n$/);
});

test('admonitions become quoted blocks with their label', async () => {
  const out = await markdown(
    [
      ':::note',
      "Segments are evaluated **before** the strategy's own constraints.",
      ':::',
      '',
      ':::note[Availability]',
      '',
      '**Plan**: Enterprise | **Version**: `5.7+`',
      '',
      ':::',
      '',
      ':::tip Keep segments small',
      '- One purpose per segment.',
      '- Name it after the audience.',
      ':::',
      '',
      ':::caution',
      ':::',
    ].join('\n'),
  );
  assert.ok(
    out.includes("> **Note:** Segments are evaluated **before** the strategy's own constraints."),
  );
  assert.ok(out.includes('> **Availability:** **Plan**: Enterprise | **Version**: `5.7+`'));
  assert.ok(
    out.includes(
      '> **Keep segments small:**\n>\n> - One purpose per segment.\n> - Name it after the audience.',
    ),
  );
  assert.ok(out.includes('> **Caution**\n'));
  assert.doesNotMatch(out, /:::/);
});

test('admonitions holding code, nested in each other and inside list items', async () => {
  const out = await markdown(
    [
      '::::warning[Before you upgrade]',
      'Back up the database:',
      '',
      '```bash',
      'pg_dump unleash > backup.sql',
      '```',
      '',
      ':::note',
      'Keep the backup.',
      ':::',
      '::::',
      '',
      '1. Open **Segments**.',
      '',
      '   :::note',
      '   Global segments need the admin role.',
      '   :::',
      '',
      '2. Add constraints.',
    ].join('\n'),
  );
  assert.ok(
    out.includes(
      [
        '> **Before you upgrade:** Back up the database:',
        '>',
        '> ```bash',
        '> pg_dump unleash > backup.sql',
        '> ```',
        '>',
        '> > **Note:** Keep the backup.',
      ].join('\n'),
    ),
  );
  assert.ok(
    out.includes(
      '1. Open **Segments**.\n\n   > **Note:** Global segments need the admin role.\n\n2.',
    ),
  );
});

test('code blocks stay as written, with language and title only; Mermaid stays a mermaid block', async () => {
  const out = await markdown(
    [
      'Text.',
      '',
      '```ts title="segment.ts" showLineNumbers live="skip: needs a server"',
      "const segment = 'beta-users'; // see [docs](/reference/x) {#not-an-id}",
      '',
      ':::note',
      '<Tabs>',
      '```',
      '',
      '````md',
      '```js',
      'a fence inside',
      '```',
      '````',
      '',
      '```mermaid',
      'flowchart LR',
      '    A[Context] --> B{Segment matches?}',
      '```',
    ].join('\n'),
  );
  assert.ok(
    out.includes(
      [
        '```ts title="segment.ts"',
        "const segment = 'beta-users'; // see [docs](/reference/x) {#not-an-id}",
        '',
        ':::note',
        '<Tabs>',
        '```',
      ].join('\n'),
    ),
  );
  assert.ok(out.includes('````md\n```js\na fence inside\n```\n````'));
  assert.ok(out.includes('```mermaid\nflowchart LR\n    A[Context] --> B{Segment matches?}\n```'));
});

test('links and images become absolute URLs on the site; anchors are kept; code is left alone', async () => {
  const out = await markdown(
    [
      'See [constraints](/reference/activation-strategies#constraints), [the limits](#limits),',
      '[projects](../projects), [strategies](./strategies.md#gradual-rollout),',
      'the [external guide](https://example.com/guide) and [reference][ref].',
      '',
      '![The segment form](/img/segment-form.png "Form")',
      '',
      'Write `[not a link](/reference/x)` as it is.',
      '',
      '[ref]: /reference/api-tokens-and-client-keys',
    ].join('\n'),
  );
  for (const link of [
    '[constraints](https://docs.example.com/reference/activation-strategies#constraints)',
    '[the limits](https://docs.example.com/reference/segments#limits)',
    '[projects](https://docs.example.com/projects)',
    '[strategies](https://docs.example.com/reference/activation-strategies#gradual-rollout)',
    '[external guide](https://example.com/guide)',
    '![The segment form](https://docs.example.com/img/segment-form.png "Form")',
    '`[not a link](/reference/x)`',
    '[ref]: https://docs.example.com/reference/api-tokens-and-client-keys',
  ]) {
    assert.ok(out.includes(link), link);
  }
});

test('Docusaurus-only syntax goes: heading ids, truncate markers, comments, import lines', async () => {
  const out = await markdown(
    [
      "import Thing from '@site/src/components/Thing';",
      '',
      'Intro.',
      '',
      '<!-- truncate -->',
      '',
      '{/* a note for writers */}',
      '',
      '## Use a segment {#use}',
      '',
      'Text, then `{#kept-in-code}`.',
    ].join('\n'),
    { title: 'Segments' },
  );
  assert.equal(out, '# Segments\n\nIntro.\n\n## Use a segment\n\nText, then `{#kept-in-code}`.\n');
});

test('a page with JSX or HTML outside code is left to the HTML converter', async () => {
  assert.equal(
    await convert('Intro.\n\n<Tabs>\n  <TabItem value="npm">npm</TabItem>\n</Tabs>\n'),
    undefined,
  );
  assert.equal(await convert('Line one<br/>line two\n'), undefined);
  assert.ok(await convert('Use `<your-unleash-url>` and <https://example.com>.\n'));
});
