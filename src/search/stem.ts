/**
 * A light English stemmer, so that 'upgrading', 'upgraded', 'upgrades' and 'upgrade' meet. It
 * only removes endings (besides y -> i), never rewrites a word's middle, so a word's stem is
 * nearly always a prefix of it and prefix search on a half-typed word still finds the stems
 * of its completions.
 */

/** A stem long enough to keep after removing an ending. */
function keeps(stem: string): boolean {
  return stem.length >= 3 && /[aeiouy]/.test(stem);
}

/** 'stopp' from 'stopping' becomes 'stop'; a double l, s or z stays ('install', 'buzz'). */
function undouble(stem: string): string {
  return stem.length >= 4 && /([^lsz])\1$/.test(stem) ? stem.slice(0, -1) : stem;
}

export function stem(word: string): string {
  if (word.length < 4 || /[^a-z]/.test(word)) return word;
  let w = word;

  // Plurals and third person.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w) && w.length > 3) w = w.slice(0, -1);

  // -ing and -ed; a final -e otherwise.
  const verbEnding = ['ing', 'ed'].find((end) => w.endsWith(end) && keeps(w.slice(0, -end.length)));
  if (verbEnding) w = undouble(w.slice(0, -verbEnding.length));

  // Derivations that name the same thing: activation/activate, stickiness/sticky.
  if (w.endsWith('ation') && w.length > 7) w = w.slice(0, -3);
  else if (w.endsWith('ness') && keeps(w.slice(0, -4))) w = w.slice(0, -4);

  if (!verbEnding && w.endsWith('e') && w.length >= 5) w = w.slice(0, -1);
  // sticky/sticki(ness), strategy/strategi(es): a final y after a consonant becomes i.
  if (w.length > 3 && /[^aeiouy]y$/.test(w)) w = `${w.slice(0, -1)}i`;
  return w;
}
