import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  extractEnvFiles,
  extractSamples,
  importedModules,
  isSvelte,
  isSvelteKitModule,
  isSvelteKitProject,
} from '../samples/samples';

test('samples are taken from JavaScript and TypeScript fences, with their titles and lines', () => {
  const source = [
    '# Page',
    '',
    '```ts title="src/flags.ts"',
    "import { initialize } from 'unleash-client';",
    '```',
    '',
    '```bash',
    'npm install unleash-client',
    '```',
    '',
    '1. A step:',
    '',
    '   ```tsx',
    '   export const App = () => null;',
    '   ```',
    '',
    '```js title="list.js" partial',
    'unleash.isEnabled(name);',
    '```',
    '',
    '```js title="partial.js"',
    'export {};',
    '```',
  ].join('\n');
  const samples = extractSamples('docs/page.md', source);
  assert.deepEqual(
    samples.map(({ line, lang, title, partial, code }) => ({ line, lang, title, partial, code })),
    [
      {
        line: 4,
        lang: 'ts',
        title: 'src/flags.ts',
        partial: false,
        code: "import { initialize } from 'unleash-client';\n",
      },
      {
        line: 14,
        lang: 'tsx',
        title: undefined,
        partial: false,
        code: 'export const App = () => null;\n',
      },
      { line: 18, lang: 'js', title: 'list.js', partial: true, code: 'unleash.isEnabled(name);\n' },
      // 'partial' in the title is a file name, not the meta word.
      { line: 22, lang: 'js', title: 'partial.js', partial: false, code: 'export {};\n' },
    ],
  );
});

test('imported modules: bare names from import, export, require and import()', () => {
  const code = [
    "import React from 'react';",
    "import './styles.css';",
    "export { x } from 'unleash-proxy-client';",
    "const { initialize } = require('unleash-client');",
    "const lazy = import('@unleash/proxy-client-react');",
    "import local from './local';",
  ].join('\n');
  assert.deepEqual(importedModules(code).sort(), [
    '@unleash/proxy-client-react',
    'react',
    'unleash-client',
    'unleash-proxy-client',
  ]);
});

test('a page whose samples import SvelteKit or its $lib, $app and $env modules is a SvelteKit project', () => {
  const kitPage = extractSamples(
    'docs/kit.md',
    [
      '```ts title="src/routes/+page.server.ts"',
      "import { trails } from '$lib/trails';",
      '```',
      '',
      '```svelte title="src/routes/+page.svelte"',
      '<script lang="ts">',
      "  import { PUBLIC_URL } from '$env/static/public';",
      '</script>',
      '```',
    ].join('\n'),
  );
  assert.deepEqual(
    kitPage.map((sample) => [sample.lang, isSvelte(sample)]),
    [
      ['ts', false],
      ['svelte', true],
    ],
  );
  assert.equal(isSvelteKitProject(kitPage), true);
  assert.equal(isSvelteKitModule('$env/dynamic/private'), true);
  assert.equal(isSvelteKitModule('$library'), false);

  const reactPage = extractSamples('docs/react.md', "```tsx\nimport React from 'react';\n```\n");
  assert.equal(isSvelteKitProject(reactPage), false);
});

test('environment files shown on a page are kept for its SvelteKit project', () => {
  const source = [
    '```bash title=".env"',
    'PUBLIC_UNLEASH_FRONTEND_URL=<your-unleash-url>/api/frontend',
    '```',
    '',
    '```bash',
    'npm run dev',
    '```',
  ].join('\n');
  assert.deepEqual(extractEnvFiles(source), [
    { title: '.env', body: 'PUBLIC_UNLEASH_FRONTEND_URL=<your-unleash-url>/api/frontend\n' },
  ]);
});
