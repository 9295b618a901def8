/**
 * Type-checks the JavaScript and TypeScript samples of the docs against the
 * real SDK packages (installed as dev dependencies). Samples of one page that
 * carry `title="path/file.ts"` form one small project and may import each
 * other; a sample whose fence meta says `partial` is an excerpt and skipped.
 * Pages whose samples need packages we do not install are listed, not checked.
 *
 *   npm run test:samples
 */
import { spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  extensionOf,
  extractEnvFiles,
  extractSamples,
  importedModules,
  isSvelte,
  isSvelteKitModule,
  isSvelteKitProject,
  markdownFiles,
  type Sample,
} from './samples';

const root = path.join(__dirname, '..', '..');
const workDir = path.join(root, '.samples');

/** Packages the samples may import; each is a dev dependency of this repository. */
export const checkedPackages = [
  'unleash-client',
  'unleash-proxy-client',
  '@unleash/proxy-client-react',
  'react',
  'react-dom',
  'aws-lambda',
  'express',
  'vitest',
  '@testing-library/react',
  'next',
  '@unleash/nextjs',
  'vite',
  '@vitejs/plugin-react',
  'vue',
  '@unleash/proxy-client-vue',
  '@vue/test-utils',
  'svelte',
  '@sveltejs/kit',
];

/**
 * The `@/` alias of Next.js projects (`src/` when the project has one, as
 * create-next-app sets it up), rewritten to a relative path inside the page's project.
 */
const rootAlias = /(['"])@\/([^'"]+)\1/g;

function withRelativeAliases(code: string, fileName: string): string {
  const base = fileName.startsWith('src/') ? 'src' : '.';
  const up = path.posix.relative(path.posix.dirname(fileName), base) || '.';
  return code.replace(
    rootAlias,
    (_, quote: string, rest: string) => `${quote}${up}/${rest}${quote}`,
  );
}

function isCheckable(name: string): boolean {
  if (name.startsWith('node:') || builtinModules.includes(name)) return true;
  return checkedPackages.some((pkg) => name === pkg || name.startsWith(`${pkg}/`));
}

function fileNameFor(sample: Sample): string {
  const ext = extensionOf(sample.lang)!;
  if (sample.title && /\.(m?[jt]sx?|svelte)$/.test(sample.title)) {
    return sample.title.replace(/^\/+/, '');
  }
  return isSvelte(sample)
    ? `src/lib/Sample${sample.line}.svelte`
    : `sample-line-${sample.line}.${ext}`;
}

/**
 * A file the page shows twice is an earlier version the reader later replaces.
 * In a SvelteKit project the earlier version is checked too, as a component
 * beside the final one (so `./$types` still means the same route).
 */
function earlierVersionName(fileName: string, line: number): string {
  const dir = path.posix.dirname(fileName);
  const base = path.posix.basename(fileName).replace(/^\+/, '');
  return path.posix.join(dir, `earlier-line-${line}-${base}`);
}

type Origin = { doc: string; line: number };

const kitBin = path.join(root, 'node_modules', '@sveltejs', 'kit', 'svelte-kit.js');
const svelteCheckBin = path.join(root, 'node_modules', 'svelte-check', 'bin', 'svelte-check');

/** The project files `npx sv create --types ts` writes that the type check reads. */
function writeSvelteKitScaffold(
  projectDir: string,
  envFiles: { title: string; body: string }[],
): void {
  fs.writeFileSync(
    path.join(projectDir, 'package.json'),
    '{ "private": true, "type": "module" }\n',
  );
  fs.writeFileSync(path.join(projectDir, 'svelte.config.js'), 'export default { kit: {} };\n');
  fs.writeFileSync(
    path.join(projectDir, 'tsconfig.json'),
    JSON.stringify(
      {
        extends: './.svelte-kit/tsconfig.json',
        compilerOptions: {
          allowJs: true,
          checkJs: true,
          strict: true,
          skipLibCheck: true,
          moduleResolution: 'bundler',
        },
      },
      null,
      2,
    ),
  );
  for (const env of envFiles) fs.writeFileSync(path.join(projectDir, env.title), env.body);
}

/**
 * Runs what a SvelteKit app runs: `svelte-kit sync` generates the route types and
 * the `$env` modules, then `svelte-check` type-checks the TypeScript files and the
 * scripts of the Svelte components. Returns one message per error, placed in the docs.
 */
function checkSvelteKitProject(projectDir: string, origins: Map<string, Origin>): string[] {
  const sync = spawnSync(process.execPath, [kitBin, 'sync'], { cwd: projectDir, encoding: 'utf8' });
  if (sync.status !== 0) {
    return [
      `${path.relative(root, projectDir)}: svelte-kit sync failed: ${sync.stderr || sync.stdout}`,
    ];
  }
  const check = spawnSync(
    process.execPath,
    [svelteCheckBin, '--output', 'machine', '--tsconfig', './tsconfig.json', '--fail-on-warnings'],
    { cwd: projectDir, encoding: 'utf8' },
  );
  const errors: string[] = [];
  for (const line of check.stdout.split('\n')) {
    const found = line.match(/^\d+ (ERROR|WARNING) "([^"]+)" (\d+):(\d+) "(.*)"$/);
    if (!found) continue;
    const [, level, file, row, column, message] = found;
    const origin = origins.get(path.resolve(projectDir, file!));
    const where = origin ? `${origin.doc}:${origin.line + Number(row) - 1}` : file;
    errors.push(`${where}:${column} svelte-check ${level!.toLowerCase()}: ${message}`);
  }
  if (check.status !== 0 && errors.length === 0) {
    errors.push(
      `${path.relative(root, projectDir)}: svelte-check failed: ${check.stderr || check.stdout}`,
    );
  }
  return errors;
}

function main(): void {
  fs.rmSync(workDir, { recursive: true, force: true });
  const origins = new Map<string, Origin>();
  const unchecked = new Map<string, Set<string>>();
  let partial = 0;
  let checked = 0;
  const pages = new Set<string>();
  const kitProjects: string[] = [];

  for (const file of markdownFiles(path.join(root, 'docs'))) {
    const doc = path.relative(root, file);
    const source = fs.readFileSync(file, 'utf8');
    if (/^---\n[\s\S]*?^draft:\s*true\s*$/m.test(source.slice(0, 2000))) continue;
    const samples = extractSamples(doc, source).filter((sample) => {
      if (sample.partial) {
        partial += 1;
        return false;
      }
      return true;
    });
    if (samples.length === 0) continue;
    const kit = isSvelteKitProject(samples);
    const missing = samples.flatMap((sample) =>
      importedModules(sample.code).filter(
        (name) => !name.startsWith('@/') && !isCheckable(name) && !(kit && isSvelteKitModule(name)),
      ),
    );
    if (missing.length > 0) {
      unchecked.set(doc, new Set(missing));
      continue;
    }
    // Svelte components outside a SvelteKit project have no project to be checked in.
    const projectSamples = kit ? samples : samples.filter((sample) => !isSvelte(sample));
    const projectDir = path.join(workDir, doc.replace(/\.mdx?$/, '').replace(/[/\\]/g, '__'));
    const lastLineOf = new Map(projectSamples.map((sample) => [fileNameFor(sample), sample.line]));
    for (const sample of projectSamples) {
      let fileName = fileNameFor(sample);
      if (kit && lastLineOf.get(fileName) !== sample.line) {
        fileName = earlierVersionName(fileName, sample.line);
      }
      const target = path.join(projectDir, fileName);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, kit ? sample.code : withRelativeAliases(sample.code, fileName));
      origins.set(path.resolve(target), { doc, line: sample.line });
      checked += 1;
    }
    if (kit) {
      writeSvelteKitScaffold(projectDir, extractEnvFiles(source));
      kitProjects.push(projectDir);
    }
    pages.add(doc);
  }

  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    typeRoots: [path.join(root, 'node_modules', '@types')],
    allowJs: true,
    checkJs: true,
    esModuleInterop: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
  };
  // Vite's typing of import.meta.env (vite/client), which the React samples read.
  const ambient = path.join(workDir, 'ambient.d.ts');
  fs.writeFileSync(
    ambient,
    'interface ImportMeta { readonly env: { readonly [key: string]: any } }\n',
  );

  // TypeScript samples are checked strictly; JavaScript samples for what a JavaScript
  // reader would hit (unknown names, wrong members and arguments), without null checks.
  const kitFiles = (file: string): boolean =>
    kitProjects.some((dir) => file.startsWith(path.resolve(dir) + path.sep));
  const files = [...origins.keys()].filter((file) => !kitFiles(file));
  const isTs = (file: string): boolean => /\.tsx?$/.test(file);
  const diagnostics = [
    ...ts.getPreEmitDiagnostics(ts.createProgram([...files.filter(isTs), ambient], options)),
    ...ts.getPreEmitDiagnostics(
      ts.createProgram([...files.filter((file) => !isTs(file)), ambient], {
        ...options,
        strict: false,
        noImplicitAny: false,
      }),
    ),
  ].filter((diagnostic) => !diagnostic.file || origins.has(path.resolve(diagnostic.file.fileName)));

  for (const diagnostic of diagnostics) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) {
      console.error(`error: ${message}`);
      continue;
    }
    const origin = origins.get(path.resolve(diagnostic.file.fileName))!;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    console.error(
      `${origin.doc}:${origin.line + line}:${character + 1} TS${diagnostic.code}: ${message}`,
    );
  }

  const kitErrors = kitProjects.flatMap((dir) => checkSvelteKitProject(dir, origins));
  for (const message of kitErrors) console.error(message);

  console.log(
    `samples: ${checked} type-checked in ${pages.size} pages, ${partial} marked partial, ` +
      `${[...unchecked.values()].length} pages not checked (packages not installed here):`,
  );
  for (const [doc, names] of unchecked) console.log(`  ${doc}: ${[...names].join(', ')}`);
  if (diagnostics.length + kitErrors.length > 0) {
    console.error(`samples: ${diagnostics.length + kitErrors.length} type errors`);
    process.exit(1);
  }
}

main();
