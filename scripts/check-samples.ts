/**
 * Type-checks the JavaScript and TypeScript samples of the docs against the
 * real SDK packages (installed as dev dependencies). Samples of one page that
 * carry `title="path/file.ts"` form one small project and may import each
 * other; a sample whose first line is `// partial` is an excerpt and skipped.
 * Pages whose samples need packages we do not install are listed, not checked.
 *
 *   npm run test:samples
 */
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  extensionOf,
  extractSamples,
  importedModules,
  markdownFiles,
  partialMarker,
  type Sample,
} from './lib/samples';

const root = path.join(__dirname, '..');
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
  if (sample.title && /\.(m?[jt]sx?)$/.test(sample.title)) return sample.title.replace(/^\/+/, '');
  return `sample-line-${sample.line}.${ext}`;
}

type Origin = { doc: string; line: number };

function main(): void {
  fs.rmSync(workDir, { recursive: true, force: true });
  const origins = new Map<string, Origin>();
  const unchecked = new Map<string, Set<string>>();
  let partial = 0;
  let checked = 0;
  const pages = new Set<string>();

  for (const file of markdownFiles(path.join(root, 'docs'))) {
    const doc = path.relative(root, file);
    const source = fs.readFileSync(file, 'utf8');
    if (/^---\n[\s\S]*?^draft:\s*true\s*$/m.test(source.slice(0, 2000))) continue;
    const samples = extractSamples(doc, source).filter((sample) => {
      if (sample.code.startsWith(partialMarker)) {
        partial += 1;
        return false;
      }
      return true;
    });
    if (samples.length === 0) continue;
    const missing = samples.flatMap((sample) =>
      importedModules(sample.code).filter((name) => !name.startsWith('@/') && !isCheckable(name)),
    );
    if (missing.length > 0) {
      unchecked.set(doc, new Set(missing));
      continue;
    }
    const projectDir = path.join(workDir, doc.replace(/\.mdx?$/, '').replace(/[/\\]/g, '__'));
    for (const sample of samples) {
      const fileName = fileNameFor(sample);
      const target = path.join(projectDir, fileName);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, withRelativeAliases(sample.code, fileName));
      origins.set(path.resolve(target), { doc, line: sample.line });
      checked += 1;
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
  const files = [...origins.keys()];
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

  console.log(
    `samples: ${checked} type-checked in ${pages.size} pages, ${partial} marked partial, ` +
      `${[...unchecked.values()].length} pages not checked (packages not installed here):`,
  );
  for (const [doc, names] of unchecked) console.log(`  ${doc}: ${[...names].join(', ')}`);
  if (diagnostics.length > 0) {
    console.error(`samples: ${diagnostics.length} type errors`);
    process.exit(1);
  }
}

main();
