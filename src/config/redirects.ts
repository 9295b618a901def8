import fs from 'node:fs';
import path from 'node:path';

// The one table of legacy paths; src/plugins/hostConfig/redirectRules.ts adds `/docs` and `.html`.
export type Redirect = {
  from: string;
  to: string;
  source: 'client' | 'server'; // the old site's client-side redirects, or its host rules
  note?: string; // why the target differs from the old site's
};

const redirectsFile = path.join(__dirname, 'redirects.tsv');

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
