import { buildSearchIndex } from '../../src/search/collect';
import { SearchEngine } from '../../src/search/engine';
import { emptyHierarchy, levels, type SearchRecord } from '../../src/search/types';

/** A page as the record extractor would give it: [heading level, heading, paragraphs][]. */
export type PageSpec = {
  path: string;
  lvl0?: string;
  tag?: string;
  sections: Array<[depth: number, heading: string, paragraphs: string[]]>;
};

export function recordsOf(pages: PageSpec[]): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const page of pages) {
    const url = `https://docs.example.com${page.path}`;
    const hierarchy = emptyHierarchy(page.lvl0 ?? 'Docs');
    let position = 0;
    for (const [depth, heading, paragraphs] of page.sections) {
      const level = levels[depth] as Exclude<SearchRecord['type'], 'content'>;
      hierarchy[level] = heading;
      for (let deeper = depth + 1; deeper < levels.length; deeper += 1) {
        hierarchy[levels[deeper]!] = null;
      }
      const anchor = depth === 1 ? url : `${url}#${heading.toLowerCase().replace(/\W+/g, '-')}`;
      const base = { language: 'en', docusaurus_tag: page.tag ?? 'docs-default-current' };
      records.push({
        ...base,
        objectID: `${url}#${position}`,
        url: anchor,
        type: level,
        hierarchy: { ...hierarchy },
        content: null,
        weight: { pageRank: 0, level: 100 - depth * 10, position: position++ },
      });
      for (const text of paragraphs) {
        records.push({
          ...base,
          objectID: `${url}#${position}`,
          url: anchor,
          type: 'content',
          hierarchy: { ...hierarchy },
          content: text,
          weight: { pageRank: 0, level: 0, position: position++ },
        });
      }
    }
  }
  return records;
}

/** An engine over the index of `pages`, built in memory; `loaded` lists the index files it fetched. */
export function engineFor(pages: PageSpec[]): {
  engine: SearchEngine;
  loaded: string[];
  files: Map<string, string>;
} {
  const { files } = buildSearchIndex(recordsOf(pages));
  const loaded: string[] = [];
  const engine = new SearchEngine(async (file) => {
    loaded.push(file);
    const content = files.get(file);
    if (content === undefined) throw new Error(`no ${file}`);
    return JSON.parse(content);
  });
  return { engine, loaded, files };
}
