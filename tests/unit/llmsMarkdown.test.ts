import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markdownPath } from '../../src/config/llms';
import { htmlToMarkdown } from '../../src/plugins/llmsOutput/htmlMarkdown';
import { escapeText, fence } from '../../src/plugins/llmsOutput/markdownText';
import { readFixture } from '../helpers/fixtures';

const pageUrl = 'https://docs.example.com/reference/segments';
const convert = (name: string, description?: string): string => {
  const markdown = htmlToMarkdown(readFixture('llms', name), { pageUrl, description });
  assert.ok(markdown !== undefined, `${name} has a doc article`);
  return markdown;
};

const doc = convert('doc-page.html');

/** The Markdown from the first line that starts with `start` to the line before the next blank line. */
function blockAt(markdown: string, start: string): string {
  const from = markdown.indexOf(`\n${start}`);
  assert.ok(from >= 0, `no block starting with ${JSON.stringify(start)}`);
  const end = markdown.indexOf('\n\n', from + 1);
  return markdown.slice(from + 1, end < 0 ? undefined : end);
}

test('title as H1 and the description, then the body', () => {
  assert.match(
    doc,
    /^# Segments\n\n> Reusable groups of constraints that several activation strategies share\.\n\nA \*\*segment\*\*/,
  );
});

test('the description is left out when the body already says it', () => {
  const markdown = convert('doc-page.html', 'A segment is a named set of constraints');
  assert.match(markdown, /^# Segments\n\nA \*\*segment\*\*/);
});

test('no chrome: navbar, sidebar, breadcrumbs, TOC, edit link, pagination, footer, controls', () => {
  for (const noise of [
    'Skip to main content',
    'Toggle navigation',
    'Sidebar link text',
    'Breadcrumb text',
    'On this page',
    'TOC entry text',
    'Edit this page',
    'Previous',
    'Footer copyright text',
    'Copy code to clipboard',
    'head script',
    'Direct link to',
    '\u200b',
  ]) {
    assert.ok(!doc.includes(noise), `leaves out ${JSON.stringify(noise)}`);
  }
});

test('no HTML left outside code', () => {
  const prose = doc.replace(/^( *)(`{3,})[^\n]*\n[\s\S]*?\n\1\2$/gm, '').replace(/`[^`\n]+`/g, '');
  // An escaped `\<` is text, not a tag.
  assert.doesNotMatch(prose, /(?<!\\)<\/?[a-z][^>]*>/i);
});

test('links and images are absolute; inline code and emphasis survive', () => {
  assert.ok(
    doc.includes(
      '[constraints](https://docs.example.com/reference/activation-strategies#constraints)',
    ),
  );
  assert.ok(doc.includes('[external guide](https://example.com/guide)'));
  assert.ok(doc.includes('[the limits](https://docs.example.com/reference/segments#limits)'));
  assert.ok(doc.includes('![The segment form](https://docs.example.com/img/segment-form.png)'));
  assert.ok(doc.includes('you can *reuse*.'));
  assert.ok(
    doc.includes('Use `segment.id`, not `` `name` ``'),
    'a backtick inside code widens the span',
  );
  assert.ok(doc.includes('\\<your-unleash-url> as it is'), 'text that looks like a tag is escaped');
  assert.ok(
    doc.includes('the limits](https://docs.example.com/reference/segments#limits).\\\nUse'),
  );
});

test('code blocks: fenced with language and title, no line numbers or copy button', () => {
  assert.ok(
    doc.includes(
      [
        '```ts title="segment.ts"',
        "const segment = 'beta-users';",
        '',
        '  check(segment)',
        '```',
      ].join('\n'),
    ),
  );
  // A fence inside the code gets a longer fence around it.
  assert.ok(doc.includes('````text\na ``` fence inside\n````'));
});

test('admonitions become quoted blocks with their label', () => {
  assert.ok(
    doc.includes("> **Note:** Segments are evaluated **before** the strategy's own constraints."),
  );
  assert.ok(
    doc.includes(
      '> **Keep segments small:**\n>\n> - One purpose per segment.\n> - Name it after the audience.',
    ),
  );
});

test('tabs: one sub-section per tab, label then content, hidden tabs included', () => {
  const start = doc.indexOf('### Install the SDK');
  const end = doc.indexOf('## Limits');
  assert.equal(
    doc.slice(start, end).trim(),
    [
      '### Install the SDK',
      '',
      '#### npm',
      '',
      '```bash',
      'npm install unleash-client',
      '```',
      '',
      '#### Yarn',
      '',
      'Run this in the project folder:',
      '',
      '```bash',
      'yarn add unleash-client',
      '```',
    ].join('\n'),
  );
});

test('tables in GFM with alignment and escaped pipes', () => {
  assert.equal(
    blockAt(doc, '| Setting'),
    [
      '| Setting | Default | Maximum |',
      '| :-- | :-: | --: |',
      '| Values per constraint | `250` | 1000 |',
      '| Operators | `IN` \\| `NOT_IN` | n/a |',
    ].join('\n'),
  );
});

test('nested lists keep their structure; code inside an item is indented', () => {
  const start = doc.indexOf('1. Open');
  const end = doc.indexOf('- [x]');
  assert.equal(
    doc.slice(start, end).trim(),
    [
      '1. Open **Segments**.',
      '',
      '   - Choose a project.',
      '     - Or leave it global.',
      '2. Add constraints:',
      '',
      '   ```json',
      '   { "inverted": false }',
      '   ```',
    ].join('\n'),
  );
  assert.ok(doc.includes('- [x] Create the segment\n- [ ] Attach it'));
});

test('Mermaid diagrams come back as mermaid code blocks', () => {
  assert.ok(doc.includes('```mermaid\nflowchart LR\n    A[Context] --> B{Segment matches?}\n```'));
});

test('details, definition lists, quotes; browser-only parts left out', () => {
  assert.ok(doc.includes('**Why segments?**\n\nThey keep large audiences in one place.'));
  assert.ok(doc.includes('- **Scope**: Global or project\n- **Limit**: 5000 values'));
  assert.ok(doc.includes('> Quoted *advice*.'));
  assert.ok(!doc.includes('Your progress'));
  assert.ok(!doc.includes('Mark as done'));
  assert.ok(doc.includes('#1 is not a heading, \\* is not a list and 1. is not an item.'));
});

test('API operation page from HTML: endpoint, notes, responses as tabs, placeholders dropped', () => {
  const api = convert('api-operation.html');
  assert.equal(
    api,
    [
      '# Add a tag to a flag',
      '',
      '`POST /api/admin/features/:featureName/tags`',
      '',
      '> **Deprecated:** This endpoint has been deprecated and may be replaced or removed in future versions of the API.',
      '',
      'Adds one tag to the flag. A `feature-tagged` event is written.',
      '',
      '**Authentication:** send a [personal access token](https://docs.example.com/reference/api-tokens-and-client-keys) in the `Authorization` header.',
      '',
      '## Request',
      '',
      '## Responses',
      '',
      '### 201',
      '',
      'The tag was added.',
      '',
      '**Response Headers**',
      '',
      '**location**',
      '',
      '### 401',
      '',
      'No token was sent.',
      '',
    ].join('\n'),
  );
});

test('API tag page: doc cards become a list with method and deprecation', () => {
  assert.equal(
    convert('api-tag.html'),
    [
      '# Addons',
      '',
      'Addons is the older name for integrations.',
      '',
      '## Operations',
      '',
      '- [List integrations](https://docs.example.com/reference/api/unleash/get-addons) (GET): Returns every integration.',
      '- [Delete an integration](https://docs.example.com/reference/api/unleash/delete-addon) (DELETE, deprecated): Deletes an integration.',
      '',
    ].join('\n'),
  );
});

test('a page without a doc article gives undefined', () => {
  assert.equal(
    htmlToMarkdown('<html><body><main><h1>Home</h1></main></body></html>', { pageUrl }),
    undefined,
  );
});

test('escaping and fences', () => {
  assert.equal(
    escapeText('a *b* [c] `d` <e> snake_case _x_'),
    'a \\*b\\* \\[c\\] \\`d\\` \\<e> snake_case \\_x\\_',
  );
  assert.equal(fence('plain'), '```\nplain\n```');
  assert.equal(fence('has ```` four', 'md'), '`````md\nhas ```` four\n`````');
});

test('the Markdown copy of a route sits next to its HTML', () => {
  assert.equal(markdownPath('/quickstart'), '/quickstart.md');
  assert.equal(markdownPath('/reference/api/unleash'), '/reference/api/unleash.md');
  assert.equal(markdownPath('/reference/api/unleash/'), '/reference/api/unleash.md');
  assert.equal(markdownPath('/quickstart#before-you-begin'), '/quickstart.md');
  assert.equal(markdownPath('/'), '/index.md');
});
