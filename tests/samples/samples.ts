/**
 * Extraction of the JavaScript and TypeScript code samples from the docs, so
 * that the test suite can type-check them against the real SDK packages.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Sample = {
  /** The markdown file, relative to the repository root. */
  doc: string;
  /** Line in the markdown file where the code starts (1-based, after the fence). */
  line: number;
  lang: string;
  /** The fence's `title="..."`, when the sample is a named file of a small project. */
  title?: string;
  /** The fence's meta says `partial`: an excerpt, shown and not checked. */
  partial: boolean;
  code: string;
};

const languages: Record<string, string> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
  svelte: 'svelte',
};

/** The file extension a sample is checked under, or undefined for other languages. */
export function extensionOf(lang: string): string | undefined {
  return languages[lang];
}

/** Svelte components are only checked as files of a SvelteKit project (see `isSvelteKitProject`). */
export function isSvelte(sample: Sample): boolean {
  return extensionOf(sample.lang) === 'svelte';
}

/** SvelteKit's own modules: `$lib` (the project's `src/lib`), `$app/*` and `$env/*`. */
export function isSvelteKitModule(name: string): boolean {
  return /^\$(lib|app|env)(\/|$)/.test(name);
}

/**
 * A page's samples form a SvelteKit project when they import SvelteKit or its
 * own modules. Such a project is checked the way SvelteKit checks an app: its
 * generated types (`./$types`, `$env/*`) come from `svelte-kit sync`.
 */
export function isSvelteKitProject(samples: Sample[]): boolean {
  return samples.some((sample) =>
    importedModules(sample.code).some(
      (name) =>
        name === '@sveltejs/kit' || name.startsWith('@sveltejs/kit/') || isSvelteKitModule(name),
    ),
  );
}

/**
 * Environment files a page shows (fences titled `.env`, `.env.local`, ...): a
 * SvelteKit project needs them, because `$env/static/*` exports exactly the
 * variables they name.
 */
export function extractEnvFiles(source: string): { title: string; body: string }[] {
  const files: { title: string; body: string }[] = [];
  for (const match of source.matchAll(
    /^```\w*[^\n]*?title="(\.env[\w.-]*)"[^\n]*\n([\s\S]*?)^```/gm,
  )) {
    files.push({ title: match[1]!, body: match[2]! });
  }
  return files;
}

/**
 * The fence meta word of an excerpt (```ts title="app.ts" partial): the site
 * does not show it, and the checks skip the sample.
 */
const partialMeta = /(^|\s)partial(\s|$)/;

export function extractSamples(doc: string, source: string): Sample[] {
  const samples: Sample[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i]!.match(/^(\s*)```(\w+)(.*)$/);
    if (!open) continue;
    const [, indent = '', lang = '', meta = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !lines[j]!.startsWith(`${indent}\`\`\``); j++) {
      body.push(lines[j]!.slice(indent.length));
    }
    if (extensionOf(lang)) {
      const title = meta.match(/title="([^"]+)"/)?.[1];
      const partial = partialMeta.test(meta.replace(/title="[^"]*"/, ''));
      samples.push({ doc, line: i + 2, lang, title, partial, code: body.join('\n') + '\n' });
    }
    i = j;
  }
  return samples;
}

/** The bare module names a sample imports (`import`, `export from`, `require`, dynamic `import()`). */
export function importedModules(code: string): string[] {
  const names = new Set<string>();
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      const name = match[1]!;
      if (!name.startsWith('.')) names.add(name);
    }
  }
  return [...names];
}

/** Markdown files under `dir`, drafts included (the caller decides). */
export function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}
