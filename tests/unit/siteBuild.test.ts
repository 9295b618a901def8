import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../helpers/tempDir';
import { buildSite, stagingRoot, takeOutDir, type BuildRun } from '../../scripts/lib/siteBuild';

/**
 * `npm run build` replaces build/ only when the build succeeds: Docusaurus
 * writes every page before it checks links and runs postBuild, so a build
 * that failed there used to leave a complete-looking build/.
 */

const root = path.join(__dirname, '..', '..');

function siteWithBuild(): string {
  const site = tempDir('site-build-');
  fs.mkdirSync(path.join(site, 'build', 'quickstart'), { recursive: true });
  fs.writeFileSync(path.join(site, 'build', 'index.html'), 'previous build\n');
  fs.writeFileSync(path.join(site, 'build', 'quickstart', 'index.html'), 'previous page\n');
  return site;
}

function listing(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) files[name] = fs.readFileSync(file, 'utf8');
  }
  return files;
}

/** A build that writes a whole site into its --out-dir, then exits with `code`. */
function fakeBuild(code: number, seen: string[][] = []): BuildRun {
  return async (args) => {
    seen.push(args);
    const outDir = args[args.indexOf('--out-dir') + 1] ?? '';
    fs.mkdirSync(path.join(outDir, 'quickstart'), { recursive: true });
    fs.writeFileSync(path.join(outDir, 'index.html'), 'new build\n');
    fs.writeFileSync(path.join(outDir, 'sitemap.xml'), '<urlset/>\n');
    return code;
  };
}

test('a failed build leaves the previous build/ untouched and no staging folder', async () => {
  const site = siteWithBuild();
  const before = listing(path.join(site, 'build'));
  const { code } = await buildSite({ siteDir: site, args: [], run: fakeBuild(1) });
  assert.equal(code, 1);
  assert.deepEqual(listing(path.join(site, 'build')), before);
  assert.deepEqual(fs.readdirSync(site), ['build']);
});

test('a failed first build leaves no build/ at all', async () => {
  const site = tempDir('site-build-');
  const { code } = await buildSite({ siteDir: site, args: [], run: fakeBuild(1) });
  assert.equal(code, 1);
  assert.deepEqual(fs.readdirSync(site), []);
});

test('a successful build replaces build/ as a whole, and the build wrote into staging', async () => {
  const site = siteWithBuild();
  const seen: string[][] = [];
  const { code } = await buildSite({
    siteDir: site,
    args: ['--no-minify'],
    run: fakeBuild(0, seen),
  });
  assert.equal(code, 0);
  assert.deepEqual(listing(path.join(site, 'build')), {
    'index.html': 'new build\n',
    'sitemap.xml': '<urlset/>\n',
  });
  assert.deepEqual(fs.readdirSync(site), ['build']);
  const [args = []] = seen;
  assert.equal(args[0], '--no-minify');
  assert.ok(args[args.indexOf('--out-dir') + 1]?.startsWith(path.join(site, stagingRoot)));
});

test('--out-dir names the folder that is replaced', () => {
  assert.deepEqual(takeOutDir(['--out-dir', 'out', '--no-minify']), {
    outDir: 'out',
    rest: ['--no-minify'],
  });
  assert.deepEqual(takeOutDir(['--out-dir=out']), { outDir: 'out', rest: [] });
  assert.deepEqual(takeOutDir([]), { outDir: 'build', rest: [] });
});

test('the build command exits non-zero on a failing build and keeps the previous output', () => {
  const site = siteWithBuild();
  const outDir = path.join(site, 'build');
  const before = listing(outDir);
  const config = path.join(__dirname, 'fixtures', 'failing-build', 'docusaurus.config.ts');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', '--out-dir', outDir, '--config', config],
    { cwd: root, encoding: 'utf8' },
  );
  assert.notEqual(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stderr, /fixture: this site cannot build/);
  assert.match(result.stderr, /was left as it was/);
  assert.deepEqual(listing(outDir), before);
  assert.equal(fs.existsSync(path.join(root, stagingRoot)), false);
});
