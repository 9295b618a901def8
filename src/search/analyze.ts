import { synonymGroups } from './synonyms';

/** Spaces and punctuation, but not the underscore, which joins names such as `IS_ANY_OF`. */
export const separator = /(?:(?!_)[\n\r\p{Z}\p{P}])+/u;
const camelCase = /^[a-z]+(?:[A-Z][a-z0-9]+)+$/;

const keeps = (stem: string): boolean => stem.length >= 3 && /[aeiouy]/.test(stem);

// Removes only endings (and y -> i), so that a stem is nearly always a prefix of its word and
// prefix search on a half-typed word still finds the stems of its completions.
export function stem(word: string): string {
  if (word.length < 4 || /[^a-z]/.test(word)) return word;
  let w = word;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w) && w.length > 3) w = w.slice(0, -1);

  const verbEnding = ['ing', 'ed'].find((end) => w.endsWith(end) && keeps(w.slice(0, -end.length)));
  if (verbEnding) w = w.slice(0, -verbEnding.length);
  // 'stopp' becomes 'stop'; a double l, s or z stays ('install', 'buzz').
  if (verbEnding && w.length >= 4 && /([^lsz])\1$/.test(w)) w = w.slice(0, -1);

  if (w.endsWith('ation') && w.length > 7) w = w.slice(0, -3);
  else if (w.endsWith('ness') && keeps(w.slice(0, -4))) w = w.slice(0, -4);

  if (!verbEnding && w.endsWith('e') && w.length >= 5) w = w.slice(0, -1);
  // sticky/sticki(ness), strategy/strategi(es).
  if (w.length > 3 && /[^aeiouy]y$/.test(w)) w = `${w.slice(0, -1)}i`;
  return w;
}

// Words too common to help rank; dropping them keeps shards small.
const stopWords = new Set(
  'a an and are as at be by for from has have in into is it its of on or that the their then there these this to was were will with you your can do does how what why when where which who i my me we our should would could not if than about between vs versus based whats difference differences'
    .split(' ')
    .map(stem),
);

// The separator would cut "haven't" into a stem and a stray letter; only "n't" says something.
const contraction = /\b(?:ca|wo)n['’]t\b|(?<=\p{L})n['’]t\b|['’](?:s|re|ll|ve|d|m)\b/giu;
// By the first letter of what `contraction` matched.
const expansions: Record<string, string> = { w: 'will not', c: 'can not', n: ' not' };

// Parts of such names can be stop words ('NOT_IN') or words of every page.
export function nameTerm(token: string): string | undefined {
  const parts = token.split('_').filter(Boolean);
  return parts.length > 1 ? parts.join('_').toLowerCase() : undefined;
}

export function camelTerm(token: string): string | undefined {
  return camelCase.test(token) ? token.toLowerCase() : undefined;
}

// NFKC: full-width letters ('ｆｅａｔｕｒｅ', typed with an East Asian input method) and ligatures
// are the plain letters they stand for.
function words(text: string): string[] {
  const plain = text
    .normalize('NFKC')
    .replace(contraction, (clitic) => expansions[clitic.charAt(0).toLowerCase()] ?? '');
  return plain.split(separator).flatMap((token) =>
    token
      .split('_')
      .filter(Boolean)
      .flatMap((piece) => {
        const camel = camelTerm(piece);
        const parts = camel ? piece.split(/(?=[A-Z])/) : [piece];
        return parts.map((part) => stem(part.toLowerCase())).concat(camel ?? []);
      })
      .concat(nameTerm(token) ?? []),
  );
}

// Longest first, so that phrases win over their words.
export const synonymForms = synonymGroups
  .flatMap(({ forms: [canonical = '', ...others] }) =>
    others.map((form) => ({ words: words(form), canonical: words(canonical) })),
  )
  .filter((form) => form.words.length > 0)
  .sort((a, b) => b.words.length - a.words.length);

// In the index a phrase keeps its own words for other queries; a one-word form is replaced.
function applySynonyms(tokens: string[], mode: 'index' | 'query'): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const form = synonymForms.find((f) => f.words.every((word, j) => tokens[i + j] === word));
    if (!form) out.push(tokens[i] as string);
    else if (mode === 'index' && form.words.length > 1) out.push(...form.words, ...form.canonical);
    else out.push(...form.canonical);
    i += form?.words.length ?? 1;
  }
  return out;
}

export function indexTerms(text: string): string[] {
  return applySynonyms(words(text), 'index').filter((term) => !stopWords.has(term));
}

// A last word still being typed may be a stop word that starts the one term ('a' of 'api');
// after other words it would ask for every word starting with 'to' or 'have'.
export function analyzeQuery(query: string, prefixLast = false): string[] {
  const tokens = applySynonyms(words(query), 'query');
  const terms = tokens.filter((term) => !stopWords.has(term));
  const last = tokens[tokens.length - 1];
  return terms.length === 0 && prefixLast && last !== undefined ? [last] : terms;
}
