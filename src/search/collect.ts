import fs from 'node:fs/promises';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import MiniSearch from 'minisearch';
import { indexTerms } from './analyze';
import {
  docsFileName,
  indexDirName,
  indexFormatVersion,
  miniSearchOptions,
  searchFields,
  shardFileName,
  type IndexMeta,
  type SectionData,
} from './indexFormat';
import { readRouteHtml } from '../plugins/builtPages/routeFiles';
import { extractRecords, normalizeText } from './records';
import { endpointLine, pageKindOf, pageRankFor } from './ranking';
import { levels, type SearchRecord } from './types';

// Longer surroundings of a link describe the linking page more than the linked one.
const maxContextWords = 80;
// A page linked from everywhere would otherwise collect enough words to match any question.
const maxLinkWords = 100;
// About 3 KB once gzipped.
const shardTargetBytes = 8000;
// Small, so that a result page fetches little it does not show.
const docsPerChunk = 4;

type BodyLink = { route: string; context: string };

// The body only: the navbar, sidebar and footer are the same on every page.
export function bodyLinks($: CheerioAPI, origin: string): BodyLink[] {
  const links: BodyLink[] = [];
  $('article .theme-doc-markdown a[href]').each((_, element) => {
    const link = $(element);
    const href = link.attr('href') ?? '';
    const local = href.startsWith(origin) ? href.slice(origin.length) : href;
    const route = local.replace(/[#?].*$/, '').replace(/(.)\/$/, '$1');
    if (!local.startsWith('/') || local.startsWith('//') || !route) return;
    const block = link.closest('li, p, td');
    const context = normalizeText((block.length > 0 ? block : link).text());
    links.push({ route, context: context.split(' ').length <= maxContextWords ? context : '' });
  });
  return links;
}

export function recordCollector(siteUrl: string) {
  const origin = siteUrl.replace(/\/$/, '');
  const pages = new Map<string, SearchRecord[]>();
  const inbound = new Map<string, number>();
  const linkWords = new Map<string, Map<string, number>>();
  return {
    add(route: string, html: string): void {
      // Not documentation: the search page itself, the 404 page, test fixtures.
      if (/^\/(search$|test-fixtures)|404\.html$/.test(route) || pages.has(route)) return;
      const document = load(html);
      // Read before extractRecords, which removes the parts it does not index.
      const links = pageKindOf(route) === 'api' ? [] : bodyLinks(document, origin);
      pages.set(route, extractRecords({ html, url: `${origin}${route}`, document }));
      for (const target of new Set(links.map((link) => link.route))) {
        if (target === route) continue;
        inbound.set(target, (inbound.get(target) ?? 0) + 1);
        // Each linking page counts a word once.
        const words = links
          .filter((link) => link.route === target)
          .flatMap(({ context }) => context.toLowerCase().split(/[^\p{L}\p{N}]+/u))
          .filter((word) => indexTerms(word).length > 0);
        const counts = linkWords.get(target) ?? new Map<string, number>();
        for (const word of new Set(words)) counts.set(word, (counts.get(word) ?? 0) + 1);
        linkWords.set(target, counts);
      }
    },
    // The words around links to a page are readers' words for it that its own text may not
    // use ('fit together' for the anatomy page).
    records(): SearchRecord[] {
      return [...pages.keys()].sort().flatMap((route) => {
        const pageRank = pageRankFor(pageKindOf(route), inbound.get(route) ?? 0);
        const around = [...(linkWords.get(route) ?? [])]
          .sort((a, b) => b[1] - a[1])
          .slice(0, maxLinkWords)
          .map(([word]) => word)
          .join(' ');
        return pages.get(route)!.map((record) => ({
          ...record,
          weight: { ...record.weight, pageRank },
          ...(record.type === 'lvl1' && around ? { linkWords: around } : {}),
        }));
      });
    },
  };
}

export async function collectRecords(
  outDir: string,
  routesPaths: string[],
  siteUrl: string,
): Promise<SearchRecord[]> {
  const collector = recordCollector(siteUrl);
  for (const route of routesPaths) {
    const html = await readRouteHtml(outDir, route);
    if (html !== null) collector.add(route, html);
  }
  return collector.records();
}

export type BuiltIndex = {
  files: Map<string, string>;
  stats: { sections: number; terms: number; shards: number; chunks: number };
};

export function buildSearchIndex(records: SearchRecord[]): BuiltIndex {
  const sections: Array<{ data: SectionData; heading: SearchRecord }> = [];
  for (const record of records) {
    if (record.type !== 'content') {
      const depth = levels.indexOf(record.type);
      const h = levels.slice(0, depth + 1).map((level) => record.hierarchy[level] ?? '');
      sections.push({ data: { u: record.url, t: record.type, h, c: [] }, heading: record });
    } else if (record.content) {
      sections.at(-1)?.data.c.push(record.content);
    }
  }
  const miniSearch = new MiniSearch(miniSearchOptions);
  miniSearch.addAll(
    sections.map(({ data, heading }, id) => ({
      id,
      title: [data.h.at(-1) ?? '', data.c.find((text) => endpointLine.test(text)) ?? '']
        .join(' ')
        .trim(),
      // The page's keywords are searched with the headings above; the words of links to it apart.
      parents: [...data.h.slice(0, -1), heading.keywords?.join(' ') ?? ''].join(' ').trim(),
      content: data.c.join('\n'),
      linked: heading.linkWords ?? '',
    })),
  );
  const serialized = miniSearch.toJSON();

  const files = new Map<string, string>();
  const entries = [...serialized.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const terms = entries.map(([term]) => term);
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

export async function writeSearchIndex(
  outDir: string,
  records: SearchRecord[],
): Promise<BuiltIndex['stats']> {
  const { files, stats } = buildSearchIndex(records);
  const dir = path.join(outDir, indexDirName);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  await Promise.all(
    [...files].map(([name, content]) => fs.writeFile(path.join(dir, name), content)),
  );
  return stats;
}
