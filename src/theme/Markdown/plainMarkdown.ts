/**
 * A reader for the Markdown our OpenAPI descriptions use: paragraphs, inline code, links, written
 * out web addresses (GitHub's autolinks) and bold text, instead of the theme's react-markdown,
 * remark-gfm and rehype-raw (some 95 KB of gzip on every API page). Anything else (lists, headings,
 * single-star or underscore emphasis, HTML, escapes, entities, code blocks...) parses to null, for
 * the theme's renderer. tests/unit/plainMarkdown.test.ts requires the same HTML both ways.
 */

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

/** Lines that would start a block other than a paragraph, or continue one in a way we do not read. */
const otherBlock = /^(?:\s|[-+*](?:\s|$)|[>#|=~<]|\d+[.)](?:\s|$)|```|:::|\*\*\*|---|___)/;

/**
 * What we do not read outside code spans: HTML, escapes, entities, underscores and tildes
 * (emphasis, strikethrough), `@` and `www.` (GitHub's e-mail and www autolinks), and brackets that
 * could make a link other than `[text](destination)` (with no link definitions, others are text).
 */
const unreadOutsideCode = /[<>\\&_~@]|www\.|\]\(|\]:|!\[/i;

const punctuation = /[!-/:-@[-`{-~\p{P}\p{S}]/u;
const whitespace = /\s/u;

type Part = { code: string; source: string } | { rest: string };

/** Where the run of `char` that starts at `at` ends. */
function runEnd(text: string, at: number, char: string): number {
  let end = at;
  while (text[end] === char) end++;
  return end;
}

/** The first position at or after `from` that holds `char`, or the text's length. */
function skipUntil(text: string, from: number, char: string): number {
  const next = text.indexOf(char, from);
  return next < 0 ? text.length : next;
}

/** Splits text into code spans and the rest (code spans bind first), or null for a lone backtick run. */
function splitCodeSpans(text: string): Part[] | null {
  const parts: Part[] = [];
  let at = skipUntil(text, 0, '`');
  let restStart = 0;
  while (at < text.length) {
    const open = runEnd(text, at, '`');
    const run = open - at;
    // The closing run: the next run of exactly the same length.
    let close = skipUntil(text, open, '`');
    while (close < text.length && runEnd(text, close, '`') - close !== run) {
      close = skipUntil(text, runEnd(text, close, '`'), '`');
    }
    if (close >= text.length) return null;
    if (at > restStart) parts.push({ rest: text.slice(restStart, at) });
    let code = text.slice(open, close).replace(/\n/g, ' ');
    if (code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') code = code.slice(1, -1);
    parts.push({ code, source: text.slice(at, close + run) });
    restStart = close + run;
    at = skipUntil(text, restStart, '`');
  }
  if (restStart < text.length) parts.push({ rest: text.slice(restStart) });
  return parts;
}

/** Trailing characters that end a written-out address rather than belong to it. */
const addressTrail = /[?!.,:]$/;

/** Splits text on written-out web addresses (GitHub's autolinks), or null for an unsure one. */
function autolinks(text: string): Inline[] | null {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<]*/g)) {
    const start = match.index;
    const before = text[start - 1];
    if (before !== undefined && !/[\s(*]/.test(before)) return null;
    let address = match[0];
    while (
      addressTrail.test(address) ||
      (address.endsWith(')') && address.split(')').length > address.split('(').length)
    ) {
      address = address.slice(0, -1);
    }
    if (!/^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#][\w\-.~:/?#!$+,=%()]*)?$/i.test(address))
      return null;
    if (start > last) out.push({ type: 'text', value: text.slice(last, start) });
    out.push({ type: 'link', href: address, children: [{ type: 'text', value: address }] });
    last = start + address.length;
  }
  if (last < text.length) out.push({ type: 'text', value: text.slice(last) });
  return out;
}

type Stars = { type: 'stars'; open: boolean; close: boolean };
type Token = Inline | Stars;

/** Whether a `**` run between `before` and `after` may open and close strong text. */
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

/** Tokens of text outside code spans and links (`**` runs, text, addresses), or null. */
function tokensOfRest(text: string, before: string, after: string): Token[] | null {
  if (unreadOutsideCode.test(text)) return null;
  const tokens: Token[] = [];
  let textStart = 0;
  const flush = (end: number): boolean => {
    if (end <= textStart) return true;
    const nodes = autolinks(text.slice(textStart, end));
    if (!nodes) return false;
    tokens.push(...nodes);
    return true;
  };
  for (let at = skipUntil(text, 0, '*'); at < text.length; at = skipUntil(text, textStart, '*')) {
    const end = runEnd(text, at, '*');
    if (end - at !== 2 || !flush(at)) return null;
    const previous = at > 0 ? (text[at - 1] as string) : before;
    const next = end < text.length ? (text[end] as string) : after;
    tokens.push({ type: 'stars', ...flanking(previous, next) });
    textStart = end;
  }
  return flush(text.length) ? tokens : null;
}

/** Tokens of a run of text without links: code spans, `**` runs and text. */
function tokensOf(text: string, before: string, after: string): Token[] | null {
  const parts = splitCodeSpans(text);
  if (!parts) return null;
  const tokens: Token[] = [];
  for (const [index, part] of parts.entries()) {
    if ('code' in part) {
      tokens.push({ type: 'code', value: part.code });
      continue;
    }
    // Next to a code span, a `**` run sees the backtick.
    const left = index > 0 ? '`' : before;
    const right = index < parts.length - 1 ? '`' : after;
    const rest = tokensOfRest(part.rest, left, right);
    if (!rest) return null;
    tokens.push(...rest);
  }
  return tokens;
}

/** Link destinations read as written (micromark would encode anything else). */
const plainDestination = /^(?:\/|#|https?:\/\/)[\w\-.~:/?#!$+,=%]*$/;

/** The inline nodes of one paragraph, or null where it uses more than this module reads. */
function readParagraph(text: string): Inline[] | null {
  const parts = splitCodeSpans(text);
  if (!parts) return null;
  // Brackets inside code spans are code: find links in the text with code blanked out.
  const masked = parts
    .map((part) => ('code' in part ? ' '.repeat(part.source.length) : part.rest))
    .join('');
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
  if (!rest) return null;
  tokens.push(...rest);
  return resolveStars(tokens);
}

/** The paragraphs of `markdown`, or null where it uses more than this module reads. */
export function parsePlainMarkdown(markdown: string): Inline[][] | null {
  const source = markdown.trim();
  if (source === '') return [];
  const paragraphs: Inline[][] = [];
  for (const block of source.split(/\n(?:[ \t]*\n)+/)) {
    const lines = block.split('\n');
    if (lines.some((line) => otherBlock.test(line) || /\s$/.test(line))) return null;
    const inline = readParagraph(block);
    if (!inline) return null;
    paragraphs.push(inline);
  }
  return paragraphs;
}
