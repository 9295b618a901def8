import { load } from 'cheerio';
import { isTag, isText, type AnyNode, type Element, type ParentNode } from 'domhandler';
import { markdownOmitProps, mermaidSourceAttribute } from '../../config/llms';

/**
 * Turns the article of a built doc page into clean Markdown: the body the
 * reader sees, without the chrome (navbar, sidebar, breadcrumbs, table of
 * contents, pagination, 'Edit this page') and without any HTML left.
 * Knows the markup the Docusaurus theme writes: code blocks (fenced with
 * their language, no line numbers or buttons), admonitions (a quoted block
 * with its label), tabs (one sub-section per tab), Mermaid diagrams (their
 * source, from src/plugins/mermaidSvg), doc cards (a list of links).
 */

export type MarkdownPage = {
  /** The page's H1. */
  title: string;
  /** The page's meta description. */
  description: string;
  markdown: string;
};

/** Elements never part of the Markdown: controls, decoration, placeholders of client-only parts. */
const noiseTags = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'link',
  'meta',
  'button',
  'select',
  'textarea',
  'svg',
]);
const noiseClasses = ['hash-link', 'openapi-skeleton'];

function isNoise(element: Element): boolean {
  const { attribs } = element;
  return (
    noiseTags.has(element.name) ||
    attribs['aria-hidden'] === 'true' ||
    attribs.role === 'progressbar' ||
    Object.entries(markdownOmitProps).some(([name, value]) => attribs[name] === value) ||
    noiseClasses.some((name) => hasClass(element, name))
  );
}

const blockTags = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'dd',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'iframe',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
  'video',
]);

const httpMethods = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace']);

/** Stands for a `<br>` until the context decides what a line break is (a hard break, or a space). */
const lineBreak = '\u0000br\u0000';

/** A Markdown block; `item` blocks written one after another form one tight list. */
type Block = { text: string; item?: boolean };

type Context = {
  pageUrl: string;
  /** Depth of the last heading written: a tab's label becomes a heading one level below. */
  headingLevel: number;
  /** Tab panels already written under their tab's label. */
  written: Set<Element>;
  /** The tab list each tab panel belongs to. */
  panelOwner: Map<Element, Element>;
};

function classes(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

function hasClass(element: Element, name: string): boolean {
  return classes(element).includes(name);
}

function elementChildren(element: Element): Element[] {
  return element.children.filter(isTag);
}

/**
 * The elements under `root` (not `root` itself) that match, in document
 * order; with `nested: false`, without looking inside a match. Plain tree
 * walks: CSS selector matching was half the conversion time of code-heavy pages.
 */
function findAll(
  root: ParentNode,
  match: (element: Element) => boolean,
  { nested = false } = {},
): Element[] {
  const found: Element[] = [];
  const walk = (parent: ParentNode): void => {
    for (const child of parent.children) {
      if (!isTag(child)) continue;
      const matches = match(child);
      if (matches) found.push(child);
      if (!matches || nested) walk(child);
    }
  };
  walk(root);
  return found;
}

function findFirst(root: ParentNode, match: (element: Element) => boolean): Element | undefined {
  for (const child of root.children) {
    if (!isTag(child)) continue;
    if (match(child)) return child;
    const inner = findFirst(child, match);
    if (inner) return inner;
  }
  return undefined;
}

const byName =
  (...names: string[]) =>
  (element: Element): boolean =>
    names.includes(element.name);

/** All text under a node, as the browser would give it (no whitespace collapsing). */
function rawText(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node)) return '';
  return node.children.map(rawText).join('');
}

export function collapseWhitespace(text: string): string {
  return text.replace(/[\u200b\u00ad]/g, '').replace(/\s+/g, ' ');
}

/** Escapes what Markdown would read as syntax in running text. */
export function escapeText(text: string): string {
  return text
    .replace(/\\(?=[!-/:-@[-`{-~])/g, '\\\\')
    .replace(/([*`[\]])/g, '\\$1')
    .replace(/(^|[^\p{L}\p{N}])_|_(?=[^\p{L}\p{N}]|$)/gu, (match) => match.replace('_', '\\_'))
    .replace(/<(?=[A-Za-z/!?])/g, '\\<');
}

/** Escapes what Markdown would read as a block marker at the start of a paragraph. */
function escapeLineStart(text: string): string {
  return text
    .replace(/^(#{1,6}(?:\s|$)|>|[-+*](?:\s|$)|={3,}|-{3,})/, '\\$1')
    .replace(/^(\d+)([.)])(?=\s|$)/, '$1\\$2');
}

function codeSpan(text: string): string {
  const code = text.replace(/\r?\n/g, ' ');
  if (!code) return '';
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

/** A fenced code block whose fence is longer than any backtick run inside. */
export function fence(code: string, info = ''): string {
  const longest = Math.max(0, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(Math.max(3, longest + 1));
  return `${marks}${info}\n${code}\n${marks}`;
}

export function absoluteUrl(href: string, pageUrl: string): string {
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return href;
  }
}

/** A URL that Markdown reads as one link destination. */
function linkTarget(url: string): string {
  return url.replace(/[ ()<>]/g, (char) => encodeURIComponent(char));
}

/** Appends inline text, keeping one space where two pieces meet with whitespace on both sides. */
function joinInline(parts: string[]): string {
  let out = '';
  for (const part of parts) {
    if (!part) continue;
    out += /[ ]$/.test(out) && part.startsWith(' ') ? part.replace(/^ +/, '') : part;
  }
  return out;
}

function wrapInline(content: string, marker: string): string {
  const inner = content.trim();
  if (!inner) return content;
  const lead = /^\s/.test(content) ? ' ' : '';
  const trail = /\s$/.test(content) ? ' ' : '';
  return `${lead}${marker}${inner}${marker}${trail}`;
}

function inlineChildren(element: Element, ctx: Context): string {
  return joinInline(element.children.map((child) => inline(child, ctx)));
}

function inline(node: AnyNode, ctx: Context): string {
  if (isText(node)) return escapeText(collapseWhitespace(node.data));
  if (!isTag(node)) return '';
  switch (node.name) {
    case 'br':
      return lineBreak;
    case 'code':
    case 'kbd':
    case 'samp':
    case 'tt':
      return codeSpan(rawText(node));
    case 'strong':
    case 'b':
      return wrapInline(inlineChildren(node, ctx), '**');
    case 'em':
    case 'i':
    case 'cite':
      return wrapInline(inlineChildren(node, ctx), '*');
    case 'del':
    case 's':
    case 'strike':
      return wrapInline(inlineChildren(node, ctx), '~~');
    case 'a':
      return link(node, ctx);
    case 'img':
      return image(node, ctx);
    case 'input':
      // GFM task lists render as disabled checkboxes in their list item.
      if (
        node.attribs.type === 'checkbox' &&
        node.parent &&
        isTag(node.parent) &&
        hasClass(node.parent, 'task-list-item')
      )
        return node.attribs.checked !== undefined ? '[x] ' : '[ ] ';
      return '';
    default:
      return inlineChildren(node, ctx);
  }
}

/** Inline Markdown on one line: line breaks become spaces. */
function inlineLine(element: Element, ctx: Context): string {
  return inlineChildren(element, ctx).split(lineBreak).join(' ').replace(/\s+/g, ' ').trim();
}

function link(element: Element, ctx: Context): string {
  const text = inlineChildren(element, ctx).split(lineBreak).join(' ').trim();
  const href = element.attribs.href;
  if (!href || !text) return text;
  return `[${text}](${linkTarget(absoluteUrl(href, ctx.pageUrl))})`;
}

function image(element: Element, ctx: Context): string {
  const src = element.attribs.src;
  if (!src) return '';
  const alt = collapseWhitespace(element.attribs.alt ?? '')
    .trim()
    .replace(/([[\]\\])/g, '\\$1');
  return `![${alt}](${linkTarget(absoluteUrl(src, ctx.pageUrl))})`;
}

function paragraph(nodes: AnyNode[], ctx: Context): Block[] {
  const text = joinInline(nodes.map((node) => inline(node, ctx)))
    .split(lineBreak)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\\\n');
  return text ? [{ text: escapeLineStart(text) }] : [];
}

function hasBlockContent(element: Element, ctx: Context): boolean {
  return elementChildren(element).some(
    (child) => isBlockElement(child, ctx) || hasBlockContent(child, ctx),
  );
}

function isBlockElement(element: Element, ctx: Context): boolean {
  if (blockTags.has(element.name)) return true;
  const role = element.attribs.role;
  if (role === 'tablist' || role === 'tabpanel') return true;
  if (element.attribs[mermaidSourceAttribute] !== undefined) return true;
  // A link or span wrapping headings and paragraphs (doc cards) is a block.
  return hasBlockContent(element, ctx);
}

/** The Markdown blocks of a run of sibling nodes: inline runs become paragraphs. */
function blocks(nodes: AnyNode[], ctx: Context): Block[] {
  const out: Block[] = [];
  let run: AnyNode[] = [];
  const flush = (): void => {
    out.push(...paragraph(run, ctx));
    run = [];
  };
  for (const node of nodes) {
    if (isTag(node) && isBlockElement(node, ctx)) {
      flush();
      out.push(...block(node, ctx));
    } else {
      run.push(node);
    }
  }
  flush();
  return out;
}

export function joinBlocks(list: Block[]): string {
  let out = '';
  list.forEach((current, index) => {
    const text = current.text.replace(/^\n+|\s+$/g, '');
    if (!text) return;
    if (out) out += list[index - 1]?.item && current.item ? '\n' : '\n\n';
    out += text;
  });
  return out;
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

function languageOf(element: Element | undefined): string | undefined {
  if (!element) return undefined;
  const name = classes(element).find((c) => c.startsWith('language-'));
  return name?.slice('language-'.length) || undefined;
}

function codeBlock(element: Element): Block[] {
  const pre = element.name === 'pre' ? element : findFirst(element, byName('pre'));
  const lines = pre ? findAll(pre, (node) => hasClass(node, 'token-line')) : [];
  const code = (lines.length > 0 ? lines.map(rawText).join('\n') : rawText(pre ?? element)).replace(
    /\n$/,
    '',
  );
  const language =
    languageOf(element) ??
    languageOf(pre) ??
    languageOf(pre && findFirst(pre, byName('code'))) ??
    '';
  // The theme writes a code block's title in a div of its own, before the one holding the code.
  const titleElement =
    element.name === 'pre'
      ? undefined
      : elementChildren(element).find(
          (child) => child.name === 'div' && !findFirst(child, byName('pre')),
        );
  const title = titleElement
    ? collapseWhitespace(rawText(titleElement)).trim().replace(/[`"]/g, "'")
    : '';
  const info = `${language}${title ? ` title="${title}"` : ''}`;
  return [{ text: fence(code, info) }];
}

function admonition(element: Element, ctx: Context): Block[] {
  const type =
    classes(element)
      .find((c) => c.startsWith('theme-admonition-'))
      ?.slice('theme-admonition-'.length) ?? 'note';
  const parts = elementChildren(element);
  const heading = parts.length > 1 ? parts[0] : undefined;
  const content = parts.length > 1 ? parts.slice(1) : parts;
  const title = heading ? collapseWhitespace(rawText(heading)).trim() : '';
  // The theme writes the default label in lower case and capitalises it with CSS.
  const named = title || type;
  const label = named.charAt(0).toUpperCase() + named.slice(1);
  const body = joinBlocks(content.flatMap((part) => blocks(part.children, ctx)));
  const startsWithBlock = /^(#|[-+*] |\d+[.)] |```|~~~|\||>)/.test(body);
  const text = !body
    ? `**${label}**`
    : startsWithBlock
      ? `**${label}:**\n\n${body}`
      : `**${label}:** ${body}`;
  return [{ text: quote(text) }];
}

/** Starts a list: a nested list follows its item's text on the next line, anything else after a blank line. */
const listStart = /^([-+*]|\d+[.)]) /;

function list(element: Element, ctx: Context): Block[] {
  const ordered = element.name === 'ol';
  const start = Number.parseInt(element.attribs.start ?? '1', 10) || 1;
  const items = elementChildren(element).map((item) =>
    blocks(item.children, ctx).reduce(
      (text, part) =>
        !text ? part.text : `${text}${listStart.test(part.text) ? '\n' : '\n\n'}${part.text}`,
      '',
    ),
  );
  const loose = items.some((item) => item.includes('\n\n'));
  const text = items
    .map((item, index) => {
      const marker = ordered ? `${start + index}.` : '-';
      const [first = '', ...rest] = item.split('\n');
      return [
        `${marker} ${first}`.trimEnd(),
        ...rest.map((line) => (line ? ' '.repeat(marker.length + 1) + line : line)),
      ].join('\n');
    })
    .join(loose ? '\n\n' : '\n');
  return text ? [{ text }] : [];
}

function tableCell(cell: Element, ctx: Context): string {
  const text = hasBlockContent(cell, ctx)
    ? joinBlocks(blocks(cell.children, ctx))
    : inlineChildren(cell, ctx);
  return text
    .split(lineBreak)
    .join(' ')
    .replace(/\\\n/g, ' ')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

function alignment(cell: Element | undefined): string {
  if (!cell) return '---';
  const align = (
    cell.attribs.align ?? /text-align:\s*(\w+)/.exec(cell.attribs.style ?? '')?.[1]
  )?.toLowerCase();
  if (align === 'center') return ':---:';
  if (align === 'right') return '---:';
  if (align === 'left') return ':---';
  return '---';
}

function table(element: Element, ctx: Context): Block[] {
  const rows = elementChildren(element).flatMap((child) =>
    child.name === 'tr'
      ? [child]
      : ['thead', 'tbody', 'tfoot'].includes(child.name)
        ? elementChildren(child).filter((row) => row.name === 'tr')
        : [],
  );
  if (rows.length === 0) return [];
  const cells = rows.map((row) =>
    elementChildren(row).filter((cell) => cell.name === 'td' || cell.name === 'th'),
  );
  const width = Math.max(...cells.map((row) => row.length));
  if (width === 0) return [];
  const line = (values: string[]): string =>
    `| ${Array.from({ length: width }, (_, i) => values[i] ?? '').join(' | ')} |`;
  const [header = [], ...body] = cells;
  const caption = elementChildren(element).find((child) => child.name === 'caption');
  const out: Block[] = caption ? paragraph(caption.children, ctx) : [];
  out.push({
    text: [
      line(header.map((cell) => tableCell(cell, ctx))),
      line(Array.from({ length: width }, (_, i) => alignment(header[i]))),
      ...body.map((row) => line(row.map((cell) => tableCell(cell, ctx)))),
    ].join('\n'),
  });
  return out;
}

function definitionList(element: Element, ctx: Context): Block[] {
  // Terms and definitions may be grouped in divs (HTML allows it).
  const entries = elementChildren(element).flatMap((child) =>
    child.name === 'div' ? elementChildren(child) : [child],
  );
  const items: string[] = [];
  for (const entry of entries) {
    const text = joinBlocks(blocks(entry.children, ctx)).replace(/\s*\n\s*/g, ' ');
    if (entry.name === 'dt') items.push(`- **${text}**:`);
    else if (entry.name === 'dd' && items.length > 0) items.push(`${items.pop()} ${text};`);
  }
  const text = items.map((item) => item.replace(/[:;]$/, '')).join('\n');
  return text ? [{ text }] : [];
}

function heading(element: Element, ctx: Context): Block[] {
  const level = Number(element.name.slice(1));
  const text = inlineLine(element, ctx);
  if (!text) return [];
  ctx.headingLevel = level;
  return [{ text: `${'#'.repeat(level)} ${text}` }];
}

function tabs(tablist: Element, ctx: Context): Block[] {
  const labels = elementChildren(tablist)
    .filter((tab) => tab.attribs.role === 'tab')
    .map((tab) => collapseWhitespace(rawText(tab)).trim());
  const panels = [...ctx.panelOwner].filter(([, owner]) => owner === tablist).map(([p]) => p);
  // Panels that cannot be matched to labels are written where they stand, without labels.
  if (panels.length !== labels.length || labels.length === 0) return [];
  const level = Math.min(ctx.headingLevel + 1, 6);
  const out: Block[] = [];
  panels.forEach((panel, index) => {
    ctx.written.add(panel);
    out.push({ text: `${'#'.repeat(level)} ${escapeText(labels[index] ?? '')}` });
    ctx.headingLevel = level;
    out.push(...blocks(panel.children, ctx));
    ctx.headingLevel = level;
  });
  ctx.headingLevel = level - 1;
  return out;
}

/** A link around a heading and a paragraph (a doc card): one list item. */
function card(element: Element, ctx: Context): Block[] {
  const headingNode =
    findFirst(element, (node) => hasClass(node, 'theme-doc-card-title')) ??
    findFirst(element, byName('h1', 'h2', 'h3', 'h4', 'h5', 'h6'));
  const title = collapseWhitespace(rawText(headingNode ?? element)).trim();
  const descriptionNode =
    findFirst(element, (node) => hasClass(node, 'theme-doc-card-description')) ??
    findFirst(element, byName('p'));
  const description = descriptionNode ? collapseWhitespace(rawText(descriptionNode)).trim() : '';
  const href = element.attribs.href;
  if (!title) return [];
  // API tag pages mark each operation's card with its HTTP method.
  const labels = [
    ...(classes(element).includes('api-method')
      ? classes(element)
          .filter((c) => httpMethods.has(c))
          .map((c) => c.toUpperCase())
      : []),
    ...(classes(element).some((c) => c.endsWith('--deprecated')) ? ['deprecated'] : []),
  ];
  const name = href
    ? `[${escapeText(title)}](${linkTarget(absoluteUrl(href, ctx.pageUrl))})`
    : escapeText(title);
  const notes = labels.length > 0 ? ` (${labels.join(', ')})` : '';
  const text = `- ${name}${notes}${description ? `: ${escapeText(description)}` : ''}`;
  return [{ text, item: true }];
}

function block(element: Element, ctx: Context): Block[] {
  if (element.attribs.role === 'tabpanel' && ctx.written.has(element)) return [];
  const source = element.attribs[mermaidSourceAttribute];
  if (source !== undefined) return source.trim() ? [{ text: fence(source.trim(), 'mermaid') }] : [];
  if (hasClass(element, 'theme-admonition')) return admonition(element, ctx);
  if (hasClass(element, 'theme-code-block')) return codeBlock(element);
  if (element.attribs.role === 'tablist') return tabs(element, ctx);
  switch (element.name) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return heading(element, ctx);
    case 'p':
    case 'summary':
    case 'figcaption':
    case 'dt':
      return paragraph(element.children, ctx);
    case 'pre':
      if (hasClass(element, 'openapi__method-endpoint')) {
        // The API theme writes 'POST' in a badge and the path in an h2.
        const badge = findFirst(element, (node) => hasClass(node, 'badge'));
        const heading = findFirst(element, byName('h2', 'h3'));
        const method = badge ? collapseWhitespace(rawText(badge)).trim() : '';
        const path = heading ? collapseWhitespace(rawText(heading)).trim() : '';
        return [{ text: codeSpan([method, path].filter(Boolean).join(' ')) }];
      }
      return codeBlock(element);
    case 'ul':
    case 'ol':
      return list(element, ctx);
    case 'table':
      return table(element, ctx);
    case 'dl':
      return definitionList(element, ctx);
    case 'blockquote': {
      const text = joinBlocks(blocks(element.children, ctx));
      return text ? [{ text: quote(text) }] : [];
    }
    case 'hr':
      return [{ text: '---' }];
    case 'details': {
      const summary = elementChildren(element).find((child) => child.name === 'summary');
      const label = summary ? inlineLine(summary, ctx) : '';
      const rest = element.children.filter((child) => child !== summary);
      const body = blocks(rest, ctx);
      return label
        ? [{ text: wrapInline(label.replace(/^\*\*|\*\*$/g, ''), '**') }, ...body]
        : body;
    }
    case 'iframe':
    case 'video': {
      const src = element.attribs.src ?? findFirst(element, byName('source'))?.attribs.src;
      if (!src) return [];
      const title =
        element.attribs.title ?? (element.name === 'video' ? 'Video' : 'Embedded content');
      return [{ text: `[${escapeText(title)}](${linkTarget(absoluteUrl(src, ctx.pageUrl))})` }];
    }
    case 'a':
      return card(element, ctx);
    default:
      return blocks(element.children, ctx);
  }
}

/** The tab list that a tab panel belongs to: the nearest one found walking up from the panel. */
function owningTablist(panel: Element): Element | undefined {
  let child: Element = panel;
  let parent = panel.parent;
  while (parent && isTag(parent)) {
    for (const sibling of elementChildren(parent)) {
      if (sibling === child) continue;
      const list =
        sibling.attribs.role === 'tablist'
          ? sibling
          : findFirst(sibling, (node) => node.attribs.role === 'tablist');
      if (list) return list;
    }
    child = parent;
    parent = parent.parent;
  }
  return undefined;
}

function normalizeForComparison(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/**
 * A slice of the page to parse: the doc's article (the first `<article>` to
 * the last `</article>`, which nests any inner ones), or the `<head>`. The
 * sidebar, navbar and footer are two fifths of a page, and parsing them
 * would be wasted work. The slice is parsed with the same HTML parser.
 */
function slice(html: string, open: string, close: string): string | undefined {
  const start = html.indexOf(open);
  const end = html.lastIndexOf(close);
  return start >= 0 && end > start ? html.slice(start, end + close.length) : undefined;
}

function headFacts(html: string): { description: string; title: string } {
  const $ = load(slice(html, '<head', '</head>') ?? html);
  return {
    description: collapseWhitespace($('meta[name="description"]').attr('content') ?? '').trim(),
    title: collapseWhitespace($('title').first().text()).trim(),
  };
}

export type PageOptions = {
  /** The page's absolute URL: links and images resolve against it. */
  pageUrl: string;
  /** The page's description, when the caller knows it; otherwise read from its meta tag. */
  description?: string;
};

/** The Markdown of a built doc page, or null when the page has no doc article. */
export function pageToMarkdown(html: string, options: PageOptions): MarkdownPage | null {
  const { pageUrl } = options;
  const $ = load(slice(html, '<article', '</article>') ?? html);
  const article = findFirst($.root()[0]!, byName('article'));
  const root = article && findFirst(article, (node) => hasClass(node, 'theme-doc-markdown'));
  if (!article || !root) return null;
  const heading = findFirst(article, byName('h1'));
  const headingText = heading ? collapseWhitespace(rawText(heading)).trim() : '';
  const facts = !headingText || options.description === undefined ? headFacts(html) : undefined;
  const title = headingText || facts?.title || '';
  const description = (options.description ?? facts?.description ?? '').trim();

  $(findAll(root, isNoise)).remove();
  // The title is written once, as the H1 at the top.
  const titleHeading = findFirst(root, byName('h1'));
  if (titleHeading && collapseWhitespace(rawText(titleHeading)).trim() === title)
    $(titleHeading).remove();

  const ctx: Context = {
    pageUrl,
    headingLevel: 1,
    written: new Set(),
    panelOwner: new Map(),
  };
  for (const panel of findAll(root, (node) => node.attribs.role === 'tabpanel', { nested: true })) {
    const owner = owningTablist(panel);
    if (owner) ctx.panelOwner.set(panel, owner);
  }

  const content = joinBlocks(blocks(root.children, ctx));
  // Docusaurus takes the description from the first paragraph unless the page sets its own.
  const repeatsDescription =
    !description ||
    normalizeForComparison(rawText(root)).includes(
      normalizeForComparison(description.replace(/(\.\.\.|…)$/, '')),
    );
  const head = [`# ${escapeText(title)}`];
  if (!repeatsDescription) head.push(quote(escapeText(description)));
  return {
    title,
    description,
    markdown: `${[...head, content].filter(Boolean).join('\n\n')}\n`,
  };
}
