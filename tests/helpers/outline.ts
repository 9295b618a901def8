import type { OutlineEntry } from '../../src/config/sidebarOutline';

/** The doc ids a sidebar outline links, in order: docs, category links, nested items. */
export function docIds(entries: OutlineEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    if ('doc' in entry) return [entry.doc];
    if ('href' in entry || 'ref' in entry) return [];
    return [...(entry.link ? [entry.link] : []), ...docIds(entry.items)];
  });
}
