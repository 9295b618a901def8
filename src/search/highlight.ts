/**
 * Algolia-style highlighting and snippets: the text is HTML-escaped, and the
 * words that matched the query are wrapped in the tags the request asked for.
 */

import { camelTerm, nameTerm, separator as wordSeparator, synonymForms } from './analyze';
import { stem } from './stem';

export type MarkOptions = { preTag: string; postTag: string; ellipsis: string };

export type Highlight = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
};

/** What MiniSearch's default tokenizer splits on (spaces and punctuation). */
const separator = /([\n\r\p{Z}\p{P}]+)/u;
/** The index's word separator, which keeps names such as `IS_ANY_OF` whole (see nameTerm). */
const nameSeparator = new RegExp(`(${wordSeparator.source})`, 'u');

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** `words` escaped and wrapped in the mark tags, and noted as found. */
function marked(words: string, mark: MarkOptions, found: Set<string>): string {
  found.add(words.toLowerCase());
  return `${mark.preTag}${escapeHtml(words)}${mark.postTag}`;
}

/** Escapes a run of text and marks each word whose stem is among the index terms that matched. */
function markWords(
  text: string,
  matched: Set<string>,
  mark: MarkOptions,
  found: Set<string>,
): string {
  const parts = text.split(nameSeparator);
  let out = '';
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    if (i % 2 === 1 || part === '') {
      out += escapeHtml(part);
      continue;
    }
    const name = nameTerm(part);
    const span = name && matched.has(name) ? 1 : synonymSpan(parts, i, matched);
    if (span === 0) {
      out += markParts(part, matched, mark, found);
      continue;
    }
    out += marked(parts.slice(i, i + span).join(''), mark, found);
    i += span - 1;
  }
  return out;
}

/**
 * How many parts from `at` spell a synonym form of a matched term ('Role-based access control'
 * for 'rbac', 'toggles' for 'flag'), as Algolia marks the synonyms it matched; 0 when none does.
 */
function synonymSpan(parts: string[], at: number, matched: Set<string>): number {
  const form = synonymForms.find(
    ({ words, canonical }) =>
      canonical.every((term) => matched.has(term)) &&
      words.every((word, j) => stem(parts[at + 2 * j]?.toLowerCase() ?? '') === word),
  );
  return form ? 2 * form.words.length - 1 : 0;
}

function markParts(
  text: string,
  matched: Set<string>,
  mark: MarkOptions,
  found: Set<string>,
): string {
  return text
    .split(separator)
    .map((part, i) => {
      // split() with a capture group puts separators at odd positions.
      if (i % 2 === 1 || part === '') return escapeHtml(part);
      const isMatch = matched.has(camelTerm(part) ?? '') || matched.has(stem(part.toLowerCase()));
      return isMatch ? marked(part, mark, found) : escapeHtml(part);
    })
    .join('');
}

export function highlight(
  text: string,
  matched: Set<string>,
  queryWords: string[],
  mark: MarkOptions,
): Highlight {
  const found = new Set<string>();
  const value = markWords(text, matched, mark, found);
  const matchLevel =
    found.size === 0 ? 'none' : found.size >= queryWords.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...found] };
}

/** `size` words of `text` around its first match, with the ellipsis where text was cut. */
export function snippet(
  text: string,
  matched: Set<string>,
  size: number,
  mark: MarkOptions,
): { value: string; matchLevel: Highlight['matchLevel'] } {
  const words = text.split(/\s+/).filter(Boolean);
  const isMatch = (word: string): boolean => {
    const hits = new Set<string>();
    markWords(word, matched, mark, hits);
    return hits.size > 0;
  };
  const first = Math.max(0, words.findIndex(isMatch));
  const start = Math.max(0, Math.min(first - Math.floor((size - 1) / 3), words.length - size));
  const end = Math.min(words.length, start + size);
  const found = new Set<string>();
  const body = markWords(words.slice(start, end).join(' '), matched, mark, found);
  const ellipsis = escapeHtml(mark.ellipsis);
  const value = `${start > 0 ? ellipsis : ''}${body}${end < words.length ? ellipsis : ''}`;
  return { value, matchLevel: found.size > 0 ? 'partial' : 'none' };
}
