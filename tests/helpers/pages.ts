import fs from 'node:fs';

export type RouteRow = { route: string; kind: string; sidebar: string; part: string };

export function readRoutes(file: string): RouteRow[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [route = '', kind = '', sidebar = '', part = ''] = line.split('\t');
      return { route, kind, sidebar, part };
    });
}

/** Flat `key: value` front matter (what our pages use); quotes around values are dropped. */
export function readFrontMatter(source: string): Record<string, string> {
  const block = source.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    const match = line.match(/^([A-Za-z_][\w-]*):\s*(.*)$/);
    if (match) fields[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2').trim();
  }
  return fields;
}

/** Words of prose: front matter, code blocks and MDX import/export lines left out. */
export function proseWordCount(source: string): number {
  const body = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(?:import|export) .*$/gm, ' ');
  return body.match(/[A-Za-z][A-Za-z'-]*/g)?.length ?? 0;
}
