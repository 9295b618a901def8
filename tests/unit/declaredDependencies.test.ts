import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import test from 'node:test';
import ts from 'typescript';

// A package the code imports but package.json does not name is there only because another
// package depends on it: an upgrade of that package can remove it or change its major version
// without a word from npm. Every import must name a declared package.

const root = path.join(__dirname, '..', '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.devDependencies),
]);

/** Module names the bundler provides: Docusaurus's client API, theme and site aliases. */
const coreExports = path.join(
  root,
  'node_modules',
  '@docusaurus',
  'core',
  'lib',
  'client',
  'exports',
);
const siteAliases = new Set(['@unleash-docs/code-lines']);
function providedByBundler(specifier: string): boolean {
  if (/^@(theme|theme-original|theme-init|site|generated)\//.test(specifier)) return true;
  if (siteAliases.has(specifier)) return true;
  const client = /^@docusaurus\/([^/]+)$/.exec(specifier)?.[1];
  return client !== undefined && fs.existsSync(path.join(coreExports, `${client}.js`));
}

/** The package a bare specifier names: `a` of `a/b`, `@s/a` of `@s/a/b`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function undeclaredImports(file: string, text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .map(({ fileName }) => fileName.replace(/\?.*$/, ''))
    .filter((specifier) => !specifier.startsWith('.') && !path.isAbsolute(specifier))
    .filter((specifier) => !isBuiltin(specifier) && !providedByBundler(specifier))
    .filter((specifier) => {
      const name = packageOf(specifier);
      // Type-only modules such as 'mdast' come from their @types package.
      return !declared.has(name) && !declared.has(`@types/${name.replace(/^@(.*)\//, '$1__')}`);
    })
    .map((specifier) => `${file}: ${specifier}`);
}

test('every package the code imports is declared in package.json', () => {
  const files = execFileSync(
    'git',
    [
      'ls-files',
      '--',
      'src',
      'scripts',
      'tests',
      '*.config.ts',
      'sidebars.ts',
      'eslint.config.mjs',
    ],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => /\.(ts|tsx|cjs|mjs|js)$/.test(file) && !file.endsWith('.d.ts'));
  assert.ok(files.length > 200, `only ${files.length} source files found`);
  assert.deepEqual(
    files.flatMap((file) =>
      undeclaredImports(file, fs.readFileSync(path.join(root, file), 'utf8')),
    ),
    [],
  );
});

test('the check names an undeclared package, and passes declared ones, types and aliases', () => {
  const planted = [
    "import get from 'underscore/get';",
    "import type { Root } from 'mdast';",
    "import { useThemeConfig } from '@docusaurus/theme-common/internal';",
    "import Link from '@docusaurus/Link';",
    "import DocItem from '@theme/DocItem';",
    "import fs from 'node:fs';",
    "const later = () => import('left-pad');",
    "const old = require('@scope/thing/sub');",
  ].join('\n');
  assert.deepEqual(undeclaredImports('planted.ts', planted), [
    'planted.ts: underscore/get',
    'planted.ts: left-pad',
    'planted.ts: @scope/thing/sub',
  ]);
});
