import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';
import { apiGroupName, pageKindOf, pageRankOf } from './ranking';
import { emptyHierarchy, levels, type Level, type SearchRecord } from './types';

// Algolia rejects records over 10 KB.
export const maxContentLength = 1000;

// API pages render parameters as divs.
const blockSelector = [
  'p, li, tr, dt, dd, summary',
  'pre.openapi__method-endpoint',
  '.openapi-params__list-item',
  '.openapi-schema__list-item',
].join(', ');
const noiseSelector = [
  'pre:not(.openapi__method-endpoint), script, style, svg, button, iframe, noscript',
  '.mermaid, .hash-link, .theme-edit-this-page',
  // Cards link to pages that have records of their own.
  '.theme-doc-card-list',
  'a.card',
  // Response schemas repeat the API's objects page after page; status descriptions stay.
  'details.openapi-markdown__details.response',
  '[role="tablist"]',
].join(', ');

export function normalizeText(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function truncate(text: string): string {
  if (text.length <= maxContentLength) return text;
  const cut = text.slice(0, maxContentLength);
  const space = cut.lastIndexOf(' ');
  return `${space > maxContentLength * 0.8 ? cut.slice(0, space) : cut}…`;
}

function sectionName($: CheerioAPI): string {
  const category = $('.theme-doc-sidebar-menu .menu__link--sublist.menu__link--active').first();
  const fromSidebar = normalizeText(category.text());
  if (fromSidebar) return fromSidebar;
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active)');
  const names = crumbs.toArray().map((item) => normalizeText($(item).text()));
  return names.find(Boolean) ?? 'Documentation';
}

// API pages render 'projectId', 'string' and 'required' as adjacent spans.
function textOf(node: AnyNode): string {
  if (node.type === 'text') return (node as Text).data;
  if (!('children' in node)) return '';
  const { children } = node as Element;
  const touches = (i: number): boolean =>
    children[i]?.type === 'tag' && children[i - 1]?.type === 'tag';
  return children.map((child, i) => (touches(i) ? ' ' : '') + textOf(child)).join('');
}

// A list item's nested lists are records of their own.
function ownText(element: Cheerio<Element>): string {
  const tag = element.prop('tagName')?.toLowerCase();
  if (tag === 'tr') {
    return element
      .children('td, th')
      .map((_, cell) => normalizeText(textOf(cell)))
      .get()
      .filter(Boolean)
      .join(' — ');
  }
  const copy = element.clone();
  copy.find('ul, ol, table, details, p, .openapi-schema__list-item').remove();
  return normalizeText(copy.get().map(textOf).join(' '));
}

function isSkippedBlock(element: Cheerio<Element>): boolean {
  const tag = element.prop('tagName')?.toLowerCase();
  // A paragraph inside a table cell is part of its row; one in a list item is its own block.
  if (tag !== 'tr' && element.parents('td, th').length > 0) return true;
  // A list item made of paragraphs is represented by them.
  return tag === 'li' && element.children('p').length > 0;
}

type PageInput = { html: string; url: string; document?: CheerioAPI };

// As the DocSearch crawler's Docusaurus template does; removes parts of `document`.
export function extractRecords({ html, url, document }: PageInput): SearchRecord[] {
  const $ = document ?? load(html);
  const kind = pageKindOf(url);
  const article = $('article .theme-doc-markdown').first();
  if (article.length === 0) return [];

  const language = $('meta[name="docsearch:language"]').attr('content') ?? 'en';
  const docusaurusTag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  const pageUrl = url.replace(/#.*$/, '');

  const hierarchy = emptyHierarchy(kind === 'api' ? apiGroupName : sectionName($));
  // The page title can sit outside the markdown body (generated pages, header element).
  const title = normalizeText($('article h1').first().text());
  // The front matter `description` says what the page is about in the words of its writer.
  const description =
    kind === 'api'
      ? ''
      : truncate(normalizeText($('meta[name="description"]').attr('content') ?? ''));
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '')
    .split(',')
    .map(normalizeText)
    .filter(Boolean);
  // Developers know an operation by its spec name (`getProjects`), the route in kebab case.
  if (kind === 'api' && article.find('pre.openapi__method-endpoint').length > 0) {
    const slug = new URL(pageUrl, 'https://x.invalid').pathname.split('/').pop() ?? '';
    keywords.push(slug.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()));
  }
  article.find(noiseSelector).remove();

  const records: SearchRecord[] = [];
  let anchor = '';
  let seen = new Set<string>();
  const push = (type: SearchRecord['type'], content: string | null): void => {
    const level = type === 'content' ? 0 : 110 - 10 * levels.indexOf(type);
    records.push({
      objectID: `${pageUrl}#${records.length}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      type,
      hierarchy: { ...hierarchy },
      content,
      language,
      docusaurus_tag: docusaurusTag,
      weight: { pageRank: pageRankOf[kind], level, position: records.length },
      ...(type === 'lvl1' && keywords.length > 0 ? { keywords } : {}),
    });
  };
  const pushText = (text: string): void => {
    if (!text || seen.has(text)) return;
    seen.add(text);
    push('content', text);
  };

  if (title && article.find('h1').length === 0) {
    hierarchy.lvl1 = title;
    push('lvl1', null);
    pushText(description);
  }

  article.find(`h1, h2, h3, h4, h5, h6, ${blockSelector}`).each((_, node) => {
    const element = $(node);
    const tag = element.prop('tagName')?.toLowerCase() ?? '';
    if (/^h[1-6]$/.test(tag)) {
      // A heading inside a content block (the API endpoint path) is not a section.
      if (element.parents(blockSelector).length > 0) return;
      const text = normalizeText(element.text());
      if (!text) return;
      const depth = Number(tag.slice(1));
      const level = levels[depth] as Exclude<Level, 'lvl0'>;
      hierarchy[level] = text;
      for (const deeper of levels.slice(depth + 1)) hierarchy[deeper] = null;
      // The h1 keeps the bare page URL; deeper headings link to their anchor.
      anchor = depth === 1 ? '' : (element.attr('id') ?? anchor);
      seen = new Set();
      push(level, null);
      if (depth === 1) pushText(description);
      return;
    }
    if (hierarchy.lvl1 !== null && !isSkippedBlock(element)) pushText(truncate(ownText(element)));
  });
  return records;
}
