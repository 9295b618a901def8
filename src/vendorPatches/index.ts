import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, PluginModule } from '@docusaurus/types';
import type { RuleSetRule } from 'webpack';
import { vendorPatches } from './table';
import type { VendorPatch } from './types';

/** The folder of an installed package, found the way `require` looks (some export no package.json). */
export function packageDir(name: string): string {
  for (const modules of require.resolve.paths(name) ?? []) {
    const dir = path.join(modules, ...name.split('/'));
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  }
  throw new Error(`vendor patches: ${name} is not installed`);
}

export function installedVersion(name: string): string {
  const manifest = path.join(packageDir(name), 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export function checkVersions(rows: VendorPatch[] = vendorPatches): void {
  const problems = new Set<string>();
  const installed = new Map<string, string>();
  for (const row of rows) {
    const version = installed.get(row.package) ?? installedVersion(row.package);
    installed.set(row.package, version);
    if (version !== row.version)
      problems.add(`${row.package} is ${version}, its rows were written for ${row.version}`);
  }
  if (problems.size > 0) {
    throw new Error(
      `vendor patches: ${[...problems].join('; ')}. Check each row of src/vendorPatches/ for the package against the new code, then set its version.`,
    );
  }
}

const escape = (part: string): string => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function fileTest(row: Pick<VendorPatch, 'package' | 'file'>): RegExp {
  const parts = [...row.package.split('/'), ...row.file.split('/')].map(escape);
  return new RegExp(`[\\\\/]node_modules[\\\\/]${parts.join('[\\\\/]')}$`);
}

// Both builds, before any other loader, so that hydration sees the same markup.
export function vendorPatchRules(rows: VendorPatch[] = vendorPatches): RuleSetRule[] {
  checkVersions(rows);
  const byFile = new Map<string, VendorPatch[]>();
  for (const row of rows) {
    const key = `${row.package}/${row.file}`;
    byFile.set(key, [...(byFile.get(key) ?? []), row]);
  }
  return [...byFile.values()].map((fileRows) => ({
    test: fileTest(fileRows[0]!),
    enforce: 'pre' as const,
    loader: path.join(__dirname, 'loader.cjs'),
    options: { rows: fileRows },
  }));
}

export default function vendorPatchesPlugin(): PluginModule {
  return (): Plugin => ({
    name: 'vendor-patches',
    configureWebpack() {
      return {
        resolve: { alias: { 'crypto-js$': path.join(__dirname, 'cryptoSha1.cjs') } },
        module: { rules: vendorPatchRules() },
      };
    },
  });
}
