import fs from 'node:fs';
import path from 'node:path';

/**
 * The one table of legacy documentation paths and where they live now, kept as data in
 * ./redirects.tsv (tab-separated; `#` starts a comment line). Both the client-redirects plugin and
 * the host redirect files serve every row; the rules on top of the table (the `/docs` prefix,
 * `.html`/`.htm` forms) live in src/plugins/hostConfig/redirectRules.ts.
 */
export type Redirect = {
  /** The old path: starts with '/', no trailing slash, no extension. */
  from: string;
  /** The current route, with an anchor where the old link pointed into a page. */
  to: string;
  /** The old site's client-side redirects, or its host-level rules. */
  source: 'client' | 'server';
  /** Why the target differs from the old site's, where it does. */
  note?: string;
};

const redirectsFile = path.join(__dirname, 'redirects.tsv');

/** Parses the table; a malformed line fails with its line number. */
export function parseRedirects(text: string, file = redirectsFile): Redirect[] {
  return text.split(/\r?\n/).flatMap((line, i) => {
    if (line.trim() === '' || line.startsWith('#')) return [];
    const [from = '', to = '', source, note] = line.split('\t');
    if (!from || !to || (source !== 'client' && source !== 'server')) {
      throw new Error(`${file}:${i + 1}: expected 'from<TAB>to<TAB>client|server[<TAB>note]'`);
    }
    return [note ? { from, to, source, note } : { from, to, source }];
  });
}

export const redirects: Redirect[] = parseRedirects(fs.readFileSync(redirectsFile, 'utf8'));
