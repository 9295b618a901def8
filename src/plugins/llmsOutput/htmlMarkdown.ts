import { load } from 'cheerio';
import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';
import { httpMethods } from '../../api/openapiSpec';
import { markdownOmitProps, mermaidSourceAttribute } from '../../config/llms';
import { admonition, fence, oneLine, page, resolveUrl } from './markdownText';

// The rules below cover only the markup the Docusaurus theme writes.
const noise = [
  'script, style, noscript, template, button, select, textarea, svg, .hash-link, .openapi-skeleton',
  '[aria-hidden="true"], [role="progressbar"]',
  ...Object.entries(markdownOmitProps).map(([name, value]) => `[${name}="${value}"]`),
].join(', ');

const text = (node: Element | null | undefined): string => oneLine(node?.textContent ?? '');

const isTabpanel = (node: Element): boolean => node.getAttribute('role') === 'tabpanel';

/** The first `pick` result among the elements before `node`, nearest first, ancestors' siblings included. */
function findBefore<T>(node: Element, pick: (element: Element) => T | undefined): T | undefined {
  for (let at: Element | null = node; at; at = at.parentElement) {
    for (let prev = at.previousElementSibling; prev; prev = prev.previousElementSibling) {
      const found = isTabpanel(prev) ? undefined : pick(prev);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function codeBlock(node: Element): string {
  const pre = node.nodeName === 'PRE' ? node : node.querySelector('pre');
  const lines = Array.from(pre?.querySelectorAll('.token-line') ?? [], (line) => line.textContent);
  const code = (lines.length > 0 ? lines.join('\n') : (pre ?? node).textContent).replace(/\n$/, '');
  const language = [node, pre, pre?.querySelector('code')]
    .flatMap((element) => Array.from(element?.classList ?? []))
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  // The theme writes a code block's title in a div of its own, before the one holding the code.
  const title = text(
    Array.from(node.children).find(
      (child) => child.nodeName === 'DIV' && !child.querySelector('pre'),
    ),
  ).replace(/[`"]/g, "'");
  return `\n\n${fence(code, `${language ?? ''}${title ? ` title="${title}"` : ''}`)}\n\n`;
}

function tabPanel(content: string, panel: Element): string {
  const tablist = findBefore(panel, (element) =>
    element.getAttribute('role') === 'tablist'
      ? element
      : (element.querySelector('[role="tablist"]') ?? undefined),
  );
  const labels = Array.from(tablist?.querySelectorAll('[role="tab"]') ?? []).map(text);
  const panels = Array.from(panel.parentElement?.children ?? []).filter(isTabpanel);
  const label = labels.length === panels.length ? labels[panels.indexOf(panel)] : undefined;
  if (!label) return `\n\n${content}\n\n`;
  const level = findBefore(panel, (element) => {
    const headings = /^H[1-6]$/.test(element.nodeName)
      ? [element]
      : Array.from(element.querySelectorAll('h1, h2, h3, h4, h5, h6'));
    return headings.at(-1) && Number(headings.at(-1)!.nodeName[1]);
  });
  const body = content.replace(/^\n+|\n+$/g, '');
  return `\n\n${'#'.repeat(Math.min((level ?? 1) + 1, 6))} ${label}\n\n${body}\n\n`;
}

function card(node: Element): string {
  const title = text(node.querySelector('.theme-doc-card-title') ?? node.querySelector('h2, h3'));
  const description = text(node.querySelector('.theme-doc-card-description, p'));
  const classes = Array.from(node.classList);
  const methods = classes.filter((name) => httpMethods.some((method) => method === name));
  const notes = [
    ...(classes.includes('api-method') ? methods.map((method) => method.toUpperCase()) : []),
    ...(classes.some((name) => name.endsWith('--deprecated')) ? ['deprecated'] : []),
  ];
  return `\n- [${service.escape(title)}](${node.getAttribute('href') ?? ''})${notes.length > 0 ? ` (${notes.join(', ')})` : ''}${description ? `: ${service.escape(description)}` : ''}\n`;
}

const service = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '*',
  hr: '---',
  br: '\\',
  // Keeps the spaces at the edges of inline code (`Bearer `).
  preformattedCode: true,
});
service.use(gfm);
// Turndown's escaping, plus what would read as a tag.
const escapeMarkdown = service.escape.bind(service);
service.escape = (value) =>
  escapeMarkdown(value.replace(/[\u200b\u00ad]/g, '')).replace(/<(?=[A-Za-z/!?])/g, '\\<');
service
  .addRule('listItem', {
    // Turndown pads list markers to four characters (`-   item`); one space is the common style.
    filter: 'li',
    replacement: (content, node) => {
      const list = node.parentElement;
      const start = Number(list?.getAttribute('start') ?? 1);
      const index = Array.from(list?.children ?? []).indexOf(node);
      const marker = list?.nodeName === 'OL' ? `${start + index}. ` : '- ';
      // An item ending in a paragraph makes the list loose: a blank line after it, as Turndown does.
      const item = `${content.replace(/^\n+|\n+$/g, '')}${/\n$/.test(content) ? '\n' : ''}`
        .replace(/^(\[[ x]\]) +/, '$1 ')
        .replace(/\n(?=.)/g, `\n${' '.repeat(marker.length)}`);
      return `${marker}${item}${node.nextElementSibling ? '\n' : ''}`;
    },
  })
  .addRule('definitionList', {
    filter: 'dl',
    replacement: (_content, node) => {
      const items = Array.from(node.querySelectorAll('dt')).map((term) => {
        const definition = term.nextElementSibling;
        const described =
          definition?.nodeName === 'DD' ? `: ${service.turndown(definition as HTMLElement)}` : '';
        return `- **${service.turndown(term)}**${described}`;
      });
      return `\n\n${items.join('\n')}\n\n`;
    },
  })
  .addRule('tableCell', {
    // The GFM plugin's cell, with pipes escaped: even inside code, a pipe would split the cell.
    filter: ['th', 'td'],
    replacement: (content, node) =>
      `${node.previousElementSibling ? ' ' : '| '}${content.replace(/\|/g, '\\|')} |`,
  })
  .addRule('tabList', {
    // Each tab's label is written as the heading of its panel.
    filter: (node) => node.getAttribute('role') === 'tablist',
    replacement: () => '',
  })
  .addRule('codeBlock', {
    filter: (node) => node.classList.contains('theme-code-block') || node.nodeName === 'PRE',
    replacement: (_content, node) => codeBlock(node),
  })
  .addRule('endpoint', {
    // The API theme writes 'POST' in a badge and the path in a heading.
    filter: (node) => node.classList.contains('openapi__method-endpoint'),
    replacement: (_content, node) => `\n\n\`${text(node)}\`\n\n`,
  })
  .addRule('admonition', {
    filter: (node) => node.classList.contains('theme-admonition'),
    replacement: (_content, node) => {
      const [heading, body] =
        node.children.length > 1 ? Array.from(node.children) : [undefined, node];
      const type = Array.from(node.classList)
        .find((name) => name.startsWith('theme-admonition-'))
        ?.slice('theme-admonition-'.length);
      // The theme writes the default label in lower case and capitalises it with CSS.
      const label = text(heading) || type || 'note';
      return `\n\n${admonition(label, body ? service.turndown(body as HTMLElement) : '')}\n\n`;
    },
  })
  .addRule('tabPanel', { filter: isTabpanel, replacement: tabPanel })
  .addRule('docCard', {
    filter: (node) => node.nodeName === 'A' && Boolean(node.querySelector('h1, h2, h3, h4')),
    replacement: (_content, node) => card(node),
  })
  // Cards sit in articles of their own; the list they form stays one tight list.
  .addRule('cardItem', { filter: 'article', replacement: (content) => content });

export function htmlToMarkdown(
  html: string,
  options: { pageUrl: string; description?: string },
): string | undefined {
  const $ = load(html);
  const root = $('article .theme-doc-markdown').first();
  if (root.length === 0) return undefined;
  root.find(noise).remove();
  const title = $('article h1').first().text().trim() || $('title').first().text().trim();
  const h1 = root.find('h1').first();
  if (h1.text().trim() === title) h1.remove();
  root.find('a[href], img[src]').each((_, element) => {
    const attribute = element.tagName === 'img' ? 'src' : 'href';
    $(element).attr(attribute, resolveUrl($(element).attr(attribute)!, options.pageUrl));
  });
  // A diagram's SVG goes back to its source, a mermaid code block.
  root.find(`[${mermaidSourceAttribute}]`).each((_, element) => {
    const code = $('<code class="language-mermaid"></code>').text(
      $(element).attr(mermaidSourceAttribute)!.trim(),
    );
    $(element).replaceWith($('<pre></pre>').append(code));
  });
  // A Markdown table has no caption: it goes in a paragraph before the table.
  root.find('table > caption').each((_, caption) => {
    $('<p></p>').append($(caption).contents()).insertBefore($(caption).parent());
    $(caption).remove();
  });
  // The GFM plugin reads a column's alignment from the `align` attribute; Markdown tables get a style.
  root.find('th[style*="text-align"], td[style*="text-align"]').each((_, element) => {
    const align = /text-align:\s*(\w+)/.exec($(element).attr('style') ?? '')?.[1];
    if (align) $(element).attr('align', align);
  });
  return page({
    title,
    description: options.description ?? $('meta[name="description"]').attr('content') ?? '',
    body: service.turndown($.html(root)),
  });
}
