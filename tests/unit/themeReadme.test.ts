import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const themeDir = path.join(root, 'src', 'theme');

/** The folders where Docusaurus, its themes and the OpenAPI theme keep their components. */
const themeLibs = [
  '@docusaurus/core/lib/client/theme-fallback',
  '@docusaurus/theme-classic/lib/theme',
  '@docusaurus/theme-search-algolia/lib/theme',
  'docusaurus-theme-openapi-docs/lib/theme',
].map((lib) => path.join(root, 'node_modules', ...lib.split('/')));

/** Whether some theme has a component at `component` (such as `CodeBlock/Content`). */
function isThemeComponent(component: string): boolean {
  return themeLibs.some((lib) =>
    ['index.js', '.js'].some((end) =>
      fs.existsSync(path.join(lib, end === '.js' ? `${component}.js` : path.join(component, end))),
    ),
  );
}

/** The theme components src/theme overrides (other modules there are their helpers). */
function overrides(): string[] {
  const found = new Set<string>();
  const visit = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const relative = path.relative(themeDir, file).split(path.sep).join('/');
        const component = relative.replace(/(?:\/index)?\.tsx?$/, '');
        if (isThemeComponent(component)) found.add(component);
      }
    }
  };
  visit(themeDir);
  return [...found].sort();
}

test('src/theme/README.md has a row for every component we override, and no other', () => {
  const readme = fs.readFileSync(path.join(themeDir, 'README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]!).sort();
  const found = overrides();
  assert.ok(found.includes('CodeBlock/Content') && found.includes('Root'), found.join());
  assert.deepEqual(rows, found);
});
