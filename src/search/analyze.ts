import { stem } from './stem';
import { canonicalForm, synonymGroups } from './synonyms';

/** Spaces and punctuation, but not the underscore, which joins names such as `IS_ANY_OF`. */
export const separator = /(?:(?!_)[\n\r\p{Z}\p{P}])+/u;
/** An identifier in camel case starting lower-case: createFeature, getAllClientFeatures. */
const camelCase = /^[a-z]+(?:[A-Z][a-z0-9]+)+$/;

/** Words too common to help rank; dropping them keeps shards small. */
const stopWords = new Set(
  'a an and are as at be by for from has have in into is it its of on or that the their then there these this to was were will with you your can do does how what why when where which who i my me we our should would could not if than about between vs versus based whats difference differences'
    .split(' ')
    .map(stem),
);

/**
 * English contractions, which the separator would cut into a stem and a stray letter
 * ('haven't'): 'n't' is 'not', and the other clitics say nothing a search can use.
 */
const contraction = /\b(?:ca|wo)n['’]t\b|(?<=\p{L})n['’]t\b|['’](?:s|re|ll|ve|d|m)\b/giu;
const expandContraction = (clitic: string): string =>
  /^wo/i.test(clitic)
    ? 'will not'
    : /^ca/i.test(clitic)
      ? 'can not'
      : /^n/i.test(clitic)
        ? ' not'
        : '';

/**
 * A name joined by underscores as one term, such as 'is_any_of' for
 * `IS_ANY_OF`. Its parts alone can be stop words ('NOT_IN' is 'not' and
 * 'in') or words of every page.
 */
export function nameTerm(token: string): string | undefined {
  const parts = token.split('_').filter(Boolean);
  return parts.length > 1 ? parts.join('_').toLowerCase() : undefined;
}

/** A name in camel case as one term ('isenabled' for `isEnabled`), as nameTerm does for underscores. */
export function camelTerm(token: string): string | undefined {
  return camelCase.test(token) ? token.toLowerCase() : undefined;
}

/**
 * Splits text into lower-case stemmed words, stop words included. A name
 * joined by underscores gives its parts, then the whole name as a term.
 * NFKC first: full-width letters typed with an East Asian input method
 * ('ｆｅａｔｕｒｅ') and ligatures are the plain letters they stand for.
 */
export function words(text: string): string[] {
  const out: string[] = [];
  const plain = text.normalize('NFKC').replace(contraction, expandContraction);
  for (const token of plain.split(separator)) {
    for (const piece of token.split('_')) {
      if (!piece) continue;
      const parts = camelCase.test(piece) ? piece.split(/(?=[A-Z])/) : [piece];
      for (const part of parts) out.push(stem(part.toLowerCase()));
      const camel = camelTerm(piece);
      if (camel) out.push(camel);
    }
    const name = nameTerm(token);
    if (name) out.push(name);
  }
  return out;
}

/** Every synonym form as stemmed words, longest first so that phrases win over their words. */
export const synonymForms = synonymGroups
  .flatMap((group) => {
    const canonical = words(canonicalForm(group));
    return group.forms.slice(1).map((form) => ({ words: words(form), canonical }));
  })
  .filter((form) => form.words.length > 0)
  .sort((a, b) => b.words.length - a.words.length);

/**
 * Maps synonyms to their canonical form. For the index a phrase stays and
 * the canonical form is added after it (the text keeps its own words for
 * other queries); for a query the phrase is replaced. A one-word form is
 * replaced on both sides.
 */
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

/**
 * The terms of a query. With `prefixLast`, the last word may still be being
 * typed: a stop word there is kept only when it is the query's one term ('a'
 * is the start of 'api'). After other words it is dropped: a question ending
 * in 'have' or 'to' would otherwise ask for every word starting with it.
 */
export function analyzeQuery(query: string, prefixLast = false): string[] {
  const tokens = applySynonyms(words(query), 'query');
  const terms = tokens.filter((term) => !stopWords.has(term));
  const last = tokens[tokens.length - 1];
  return terms.length === 0 && prefixLast && last !== undefined ? [last] : terms;
}
