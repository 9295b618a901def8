import { test } from 'node:test';
import assert from 'node:assert/strict';
import { proseWordCount, readFrontMatter } from '../helpers/pages';
import { placeholderPattern } from '../content/parts';

test('front matter fields are read, quotes dropped', () => {
  const source = '---\ntitle: "Segments"\ndescription: Reuse constraints.\n---\n\nBody';
  assert.deepEqual(readFrontMatter(source), {
    title: 'Segments',
    description: 'Reuse constraints.',
  });
  assert.deepEqual(readFrontMatter('no front matter'), {});
});

test('prose words leave out front matter, code blocks and MDX imports', () => {
  const source = [
    '---',
    'title: A page with many words in its title',
    '---',
    "import Tabs from '@theme/Tabs';",
    '',
    'One two three.',
    '',
    '```bash',
    'echo not counted at all',
    '```',
    '',
    "Four five's six-seven.",
  ].join('\n');
  assert.equal(proseWordCount(source), 6);
});

test('placeholder words are caught, ordinary words are not', () => {
  for (const text of ['TODO: write this', 'Coming soon', 'lorem ipsum dolor', 'TBD']) {
    assert.match(text, placeholderPattern);
  }
  for (const text of ['<your-api-token> is a placeholder', 'today', 'a todolist app']) {
    assert.doesNotMatch(text, placeholderPattern);
  }
});
