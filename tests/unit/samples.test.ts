import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractSamples, importedModules } from '../../scripts/lib/samples';

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
  ].join('\n');
  const samples = extractSamples('docs/page.md', source);
  assert.deepEqual(
    samples.map(({ line, lang, title, code }) => ({ line, lang, title, code })),
    [
      {
        line: 4,
        lang: 'ts',
        title: 'src/flags.ts',
        code: "import { initialize } from 'unleash-client';\n",
      },
      { line: 14, lang: 'tsx', title: undefined, code: 'export const App = () => null;\n' },
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
