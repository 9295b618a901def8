/** Parts of routes.tsv whose pages are all written: the content test holds each of them to the bar. */
export const finishedParts = [
  'foundation',
  'concepts',
  'operate',
  'sdks',
  'tutorials',
  'api',
  'academy-contributing-legacy',
];

/** Pages that are mostly navigation and may be shorter than `minimumWords`. */
export const landingPages = new Set<string>([]);

export const minimumWords = 250;

/** Words that mean a page is not finished. */
export const placeholderPattern =
  /\b(?:TODO|TBD|FIXME|XXX)\b|lorem ipsum|coming soon|placeholder paragraph/i;
