// The Markdown our OpenAPI descriptions use (paragraphs, inline code, links, bold text, GitHub's
// autolinks), so API pages need not load the theme's react-markdown, remark-gfm and rehype-raw
// (some 95 KB of gzip). Anything else parses to null, for the theme's renderer.

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

/** Lines that would start a block other than a paragraph, or continue one in a way we do not read. */
const otherBlock = /^(?:\s|[-+*](?:\s|$)|[>#|=~<]|\d+[.)](?:\s|$)|```|:::|\*\*\*|---|___)/;

// Outside code spans: HTML, escapes, entities, underscores and tildes (emphasis, strikethrough),
// `@` and `www.` (GitHub's e-mail and www autolinks), brackets that could make a link other than
// `[text](destination)` (with no link definitions, others are text), and an unclosed backtick run.
const unreadOutsideCode = /[<>\\&_~@`]|www\.|\]\(|\]:|!\[/i;

const punctuation = /[!-/:-@[-`{-~\p{P}\p{S}]/u;
const whitespace = /\s/u;

// The first later backtick run of the same length closes a run.
const codeSpan = /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;

// GitHub's autolinks, or null for an unsure one.
function autolinks(text: string): Inline[] | null {
  const out: Inline[] = [];
  let last = 0;
  for (const { index, 0: match } of text.matchAll(/https?:\/\/[^\s<]*/g)) {
    if (/[^\s(*]/.test(text[index - 1] ?? '')) return null;
    let address = match;
    while (
      /[?!.,:]$/.test(address) ||
      (address.endsWith(')') && address.split(')').length > address.split('(').length)
    ) {
      address = address.slice(0, -1);
    }
    if (!/^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#][\w\-.~:/?#!$+,=%()]*)?$/i.test(address))
      return null;
    out.push({ type: 'text', value: text.slice(last, index) });
    out.push({ type: 'link', href: address, children: [{ type: 'text', value: address }] });
    last = index + address.length;
  }
  out.push({ type: 'text', value: text.slice(last) });
  return out;
}

type Token = Inline | { type: 'stars'; open: boolean; close: boolean };

// CommonMark's left- and right-flanking rules for a `**` run.
function flanking(before: string, after: string): { open: boolean; close: boolean } {
  const spaceBefore = before === '' || whitespace.test(before);
  const spaceAfter = after === '' || whitespace.test(after);
  const punctBefore = punctuation.test(before);
  const punctAfter = punctuation.test(after);
  return {
    open: !spaceAfter && (!punctAfter || spaceBefore || punctBefore),
    close: !spaceBefore && (!punctBefore || spaceAfter || punctAfter),
  };
}

const literalStars = (token: Token): Inline =>
  token.type === 'stars' ? { type: 'text', value: '**' } : token;

function mergeText(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    const previous = out[out.length - 1];
    if (node.type === 'text' && previous?.type === 'text') {
      out[out.length - 1] = { type: 'text', value: previous.value + node.value };
    } else if (node.type !== 'text' || node.value !== '') out.push(node);
  }
  return out;
}

/** Pairs `**` runs into strong nodes, innermost first; unpaired runs stay text. */
function resolveStars(tokens: Token[]): Inline[] {
  const out: Token[] = [];
  const openers: number[] = [];
  for (const token of tokens) {
    if (token.type === 'stars' && token.close && openers.length > 0) {
      const from = openers.pop() as number;
      const children = out.splice(from + 1).map(literalStars);
      out.splice(from, 1, { type: 'strong', children: mergeText(children) });
      continue;
    }
    out.push(token);
    if (token.type === 'stars' && token.open) openers.push(out.length - 1);
  }
  return mergeText(out.map(literalStars));
}

function tokensOfRest(text: string, before: string, after: string): Token[] | null {
  if (unreadOutsideCode.test(text)) return null;
  const tokens: Token[] = [];
  let last = 0;
  for (const { index, 0: run } of text.matchAll(/\*+/g)) {
    const nodes = autolinks(text.slice(last, index));
    if (run.length !== 2 || !nodes) return null;
    const { open, close } = flanking(text[index - 1] ?? before, text[index + 2] ?? after);
    tokens.push(...nodes, { type: 'stars', open, close });
    last = index + 2;
  }
  const nodes = autolinks(text.slice(last));
  return nodes && [...tokens, ...nodes];
}

function tokensOf(text: string, before: string, after: string): Token[] | null {
  const tokens: Token[] = [];
  let last = 0;
  for (const { index, 0: span, 2: content } of text.matchAll(codeSpan)) {
    // Next to a code span, a `**` run sees the backtick.
    const rest = tokensOfRest(text.slice(last, index), last > 0 ? '`' : before, '`');
    if (!rest) return null;
    let code = (content as string).replace(/\n/g, ' ');
    if (code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') code = code.slice(1, -1);
    tokens.push(...rest, { type: 'code', value: code });
    last = index + span.length;
  }
  const rest = tokensOfRest(text.slice(last), last > 0 ? '`' : before, after);
  return rest && [...tokens, ...rest];
}

/** Link destinations read as written (micromark would encode anything else). */
const plainDestination = /^(?:\/|#|https?:\/\/)[\w\-.~:/?#!$+,=%]*$/;

function readParagraph(text: string): Inline[] | null {
  // Brackets inside code spans are code: find links in the text with code blanked out.
  const masked = text.replace(codeSpan, (span) => ' '.repeat(span.length));
  const tokens: Token[] = [];
  let at = 0;
  for (const match of masked.matchAll(/\[([^[\]]+)\]\(([^()\s]+)\)/g)) {
    const start = match.index;
    const label = text.slice(start + 1, start + 1 + (match[1] as string).length);
    const href = match[2] as string;
    // `![...](...)` is an image.
    if (!plainDestination.test(href) || text[start - 1] === '!') return null;
    const before = tokensOf(text.slice(at, start), text[at - 1] ?? '', '[');
    const inner = tokensOf(label, '[', ']');
    if (!before || !inner) return null;
    const children = resolveStars(inner);
    if (children.length === 0 || children.some((node) => node.type === 'link')) return null;
    tokens.push(...before, { type: 'link', href, children });
    at = start + match[0].length;
  }
  const rest = tokensOf(text.slice(at), text[at - 1] ?? '', '');
  return rest && resolveStars([...tokens, ...rest]);
}

/** Null where the Markdown uses more than this module reads. */
export function parsePlainMarkdown(markdown: string): Inline[][] | null {
  const source = markdown.trim();
  if (source === '') return [];
  const paragraphs: Inline[][] = [];
  for (const block of source.split(/\n(?:[ \t]*\n)+/)) {
    if (block.split('\n').some((line) => otherBlock.test(line) || /\s$/.test(line))) return null;
    const inline = readParagraph(block);
    if (!inline) return null;
    paragraphs.push(inline);
  }
  return paragraphs;
}
