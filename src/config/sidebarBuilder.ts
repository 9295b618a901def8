import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import type { OutlineEntry } from './sidebarOutline';

type Exists = (docId: string) => boolean;
type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

export function buildSidebar(outline: OutlineEntry[], exists: Exists): SidebarItemConfig[] {
  return outline.flatMap((entry): SidebarItemConfig[] => {
    if (typeof entry === 'string') return exists(entry) ? [{ type: 'doc', id: entry }] : [];
    if ('doc' in entry) {
      return exists(entry.doc) ? [{ type: 'doc', id: entry.doc, label: entry.label }] : [];
    }
    if ('ref' in entry) {
      return exists(entry.ref) ? [{ type: 'ref', id: entry.ref, label: entry.label }] : [];
    }
    if ('href' in entry) {
      if (entry.requires && !exists(entry.requires)) return [];
      return [{ type: 'link', label: entry.label, href: entry.href }];
    }
    const link = entry.link && exists(entry.link) ? entry.link : undefined;
    const items = buildSidebar(
      entry.items.filter((item) => !refersTo(item, link)),
      exists,
    );
    if (!link && items.length === 0) return [];
    return [
      {
        type: 'category',
        label: entry.category,
        collapsed: entry.collapsed ?? true,
        ...(link ? { link: { type: 'doc', id: link } } : {}),
        items,
      },
    ];
  });
}

function refersTo(entry: OutlineEntry, docId: string | undefined): boolean {
  return typeof entry === 'string' ? entry === docId : 'doc' in entry && entry.doc === docId;
}
