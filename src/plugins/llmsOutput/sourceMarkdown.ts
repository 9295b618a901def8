import {
  admonitionTitleToDirectiveLabel,
  DEFAULT_PARSE_FRONT_MATTER,
  parseMarkdownFile,
} from '@docusaurus/utils';
import type { ParseFrontMatter } from '@docusaurus/types';
import { admonition, page, resolveUrl } from './markdownText';

/** The docs plugin's default admonition keywords; the site adds none. */
const admonitionTypes = 'note tip info warning danger caution important success secondary';
const admonitionOpen = new RegExp(
  `^(\\s*):{3,}(${admonitionTypes.replaceAll(' ', '|')})(?:\\[(.*)\\])?\\s*$`,
);
const directiveOpen = /^\s*:{3,}[a-z]/;
const directiveClose = /^\s*:{3,}\s*$/;

const fenceLine = /^\s*(`{3,}|~{3,})(.*)$/;
const codeSpan = /(?<!`)(`+)(?!`)(?:(?!\n[ \t]*\n)[\s\S])*?(?<!`)\1(?!`)/g;
/** What the content test of the build calls left-over HTML (an escaped `\<` is text). */
const markupTag = /(?<!\\)<\/?[A-Za-z][\w.-]*(?:\s[^>]*)?\/?>/;

type Line = { text: string; code: boolean };

export type SourceOptions = {
  pageUrl: string;
  title?: string;
  description?: string;
  routeOfFile?: (file: string) => string | null | undefined;
  parseFrontMatter?: ParseFrontMatter;
};

function splitCode(markdown: string): Line[] {
  let open: string | undefined;
  return markdown.split('\n').map((text) => {
    const fence = fenceLine.exec(text);
    if (open) {
      const [, marks = '', rest = ''] = fence ?? [];
      if (marks[0] === open[0] && marks.length >= open.length && !rest.trim()) open = undefined;
      return { text, code: true };
    }
    // A backtick fence's info string has no backticks; otherwise it is a code span.
    if (fence?.[1] && !(fence[1].startsWith('`') && fence[2]?.includes('`'))) {
      open = fence[1];
      // Only the language and title are for readers; the rest of the meta is for the site's tooling.
      const [language = ''] = fence[2]?.trim().split(/\s/) ?? [];
      const title = /\btitle=(["'])(.*?)\1/.exec(fence[2] ?? '')?.[2];
      const info = `${language}${title ? ` title="${title}"` : ''}`;
      return { text: `${text.slice(0, text.indexOf(open))}${open}${info}`, code: true };
    }
    return { text, code: false };
  });
}

function absoluteUrl(href: string, options: SourceOptions): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(href)) return href;
  const [, file = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const route = /\.mdx?$/.test(file) ? options.routeOfFile?.(file) : undefined;
  return resolveUrl(route ? `${route}${rest}` : href, options.pageUrl);
}

function rewriteProse(text: string, options: SourceOptions): string | undefined {
  let markup = false;
  const rewrite = (part: string): string => {
    const out = part
      .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, '')
      .replace(
        /^(?:import\s.*\sfrom\s+(['"]).+\1;?|export\s+(?:const|default|function)\s.*)$/gm,
        '',
      )
      .replace(/[ \t]*\\?\{#[^{}\s]+\}(?=[ \t]*$)/gm, '')
      .replace(
        /(\]\(\s*)(<[^>\n]*>|[^\s)]+)/g,
        (_, start: string, target: string) =>
          `${start}${absoluteUrl(target.replace(/^<|>$/g, ''), options)}`,
      )
      .replace(
        /^(\s*\[(?!\^)[^\]\n]+\]:\s*)(\S+)/gm,
        (_, start: string, target: string) => `${start}${absoluteUrl(target, options)}`,
      );
    if (markupTag.test(out)) markup = true;
    return out;
  };
  let out = '';
  let from = 0;
  for (const match of text.matchAll(codeSpan)) {
    out += rewrite(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  out += rewrite(text.slice(from));
  return markup ? undefined : out;
}

function admonitions(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const open = line.code ? null : admonitionOpen.exec(line.text);
    if (!open) {
      out.push(line);
      continue;
    }
    let end = index + 1;
    for (let depth = 1; end < lines.length; end += 1) {
      const { text, code } = lines[end]!;
      if (code) continue;
      if (directiveOpen.test(text)) depth += 1;
      else if (directiveClose.test(text) && --depth === 0) break;
    }
    const [, indent = '', type = 'note', label] = open;
    const body = admonitions(lines.slice(index + 1, end))
      .map(({ text }) => (text.startsWith(indent) ? text.slice(indent.length) : text.trimStart()))
      .join('\n');
    for (const text of admonition(label?.trim() || type, body).split('\n'))
      out.push({ text: `${indent}${text}`, code: false });
    index = end;
  }
  return out;
}

/** Undefined for a page with JSX or HTML outside code: its built HTML is read instead. */
export async function sourceToMarkdown(
  fileContent: string,
  filePath: string,
  options: SourceOptions,
): Promise<string | undefined> {
  const { frontMatter, contentTitle, content } = await parseMarkdownFile({
    filePath,
    fileContent,
    parseFrontMatter: options.parseFrontMatter ?? DEFAULT_PARSE_FRONT_MATTER,
    removeContentTitle: true,
  });
  const lines: Line[] = [];
  let prose: string[] = [];
  const flush = (): boolean => {
    if (prose.length === 0) return true;
    const text = rewriteProse(
      admonitionTitleToDirectiveLabel(prose.join('\n'), admonitionTypes.split(' ')),
      options,
    );
    prose = [];
    if (text === undefined) return false;
    lines.push(...text.split('\n').map((line) => ({ text: line, code: false })));
    return true;
  };
  for (const line of splitCode(content)) {
    if (!line.code) prose.push(line.text);
    else if (flush()) lines.push(line);
    else return undefined;
  }
  if (!flush()) return undefined;

  // What was removed leaves blank lines behind: one blank line between blocks is enough.
  const blank = (line: Line | undefined): boolean => !line?.code && !line?.text.trim();
  const body = admonitions(lines)
    .filter((line, index, all) => !blank(line) || !blank(all[index - 1]))
    .map((line) => line.text)
    .join('\n');
  const fromFrontMatter = (key: string): string | undefined =>
    typeof frontMatter[key] === 'string' ? frontMatter[key] : undefined;
  return page({
    title: options.title ?? fromFrontMatter('title') ?? contentTitle ?? '',
    description: options.description ?? fromFrontMatter('description') ?? '',
    body,
  });
}
