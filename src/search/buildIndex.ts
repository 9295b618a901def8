import MiniSearch from 'minisearch';
import {
  docsFileName,
  indexFormatVersion,
  miniSearchOptions,
  searchFields,
  shardFileName,
  type IndexMeta,
  type IndexShard,
  type SectionData,
} from './indexFormat';
import { endpointLine, pageKindOf } from './ranking';
import { levels, type SearchRecord } from './types';

/** Raw JSON bytes a shard aims at: about 3 KB once gzipped. */
const shardTargetBytes = 8000;
/** Sections per record file: small, so a result page fetches little it does not show. */
const docsPerChunk = 4;

type SectionDoc = { id: number; title: string; parents: string; content: string; linked: string };

type Section = { data: SectionData; heading: SearchRecord };

/** Groups a page's records into sections: a heading record and the content records under it. */
function toSections(records: SearchRecord[]): Section[] {
  const sections: Section[] = [];
  for (const record of records) {
    if (record.type !== 'content') {
      const depth = levels.indexOf(record.type);
      const h = levels.slice(0, depth + 1).map((level) => record.hierarchy[level] ?? '');
      sections.push({ data: { u: record.url, t: record.type, h, c: [] }, heading: record });
    } else if (record.content) {
      sections.at(-1)?.data.c.push(record.content);
    }
  }
  return sections;
}

export type BuiltIndex = {
  /** File name (inside the index directory) to file content. */
  files: Map<string, string>;
  stats: { sections: number; terms: number; shards: number; chunks: number };
};

export function buildSearchIndex(records: SearchRecord[]): BuiltIndex {
  const sections = toSections(records);
  const docs: SectionDoc[] = sections.map(({ data, heading }, id) => ({
    id,
    title: [data.h[data.h.length - 1] ?? '', data.c.find((text) => endpointLine.test(text)) ?? '']
      .join(' ')
      .trim(),
    // The page's keywords are searched with the headings above; the words of links to it apart.
    parents: [...data.h.slice(0, -1), heading.keywords?.join(' ') ?? ''].join(' ').trim(),
    content: data.c.join('\n'),
    linked: heading.linkWords ?? '',
  }));
  const miniSearch = new MiniSearch<SectionDoc>(miniSearchOptions);
  miniSearch.addAll(docs);
  const serialized = miniSearch.toJSON() as unknown as {
    index: IndexShard;
    fieldLength: Record<string, number[]>;
    averageFieldLength: number[];
  };

  const files = new Map<string, string>();
  const entries = [...serialized.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const terms = entries.map(([term]) => term);
  // A shard ends with the entry that brings it to shardTargetBytes.
  const shardStarts: number[] = [];
  let shardBytes = shardTargetBytes;
  entries.forEach((entry, i) => {
    if (shardBytes >= shardTargetBytes) {
      shardStarts.push(i);
      shardBytes = 0;
    }
    shardBytes += JSON.stringify(entry).length;
  });
  shardStarts.forEach((start, shard) => {
    files.set(shardFileName(shard), JSON.stringify(entries.slice(start, shardStarts[shard + 1])));
  });

  const facets: IndexMeta['facets'] = [];
  const flat: number[] = [];
  sections.forEach((section, id) => {
    const { language, docusaurus_tag: tag } = section.heading;
    let facet = facets.findIndex(([l, t]) => l === language && t === tag);
    if (facet < 0) facet = facets.push([language, tag]) - 1;
    const lengths = serialized.fieldLength[String(id)] ?? [];
    flat.push(
      ...searchFields.map((_, field) => lengths[field] ?? 0),
      facet,
      Number(section.data.t.slice(3)) || 1,
      pageKindOf(section.data.u) === 'api' ? 0 : Math.max(1, section.heading.weight.pageRank),
    );
  });

  const meta: IndexMeta = {
    version: indexFormatVersion,
    count: sections.length,
    docsPerChunk,
    terms,
    shardStarts,
    averageFieldLength: serialized.averageFieldLength.map((n) => Math.round(n * 1000) / 1000),
    sections: flat,
    facets,
  };
  files.set('meta.json', JSON.stringify(meta));

  const chunks = Math.ceil(sections.length / docsPerChunk);
  for (let i = 0; i < chunks; i += 1) {
    const chunk = sections.slice(i * docsPerChunk, (i + 1) * docsPerChunk);
    files.set(docsFileName(i), JSON.stringify(chunk.map(({ data }) => data)));
  }
  return {
    files,
    stats: { sections: sections.length, terms: terms.length, shards: shardStarts.length, chunks },
  };
}
