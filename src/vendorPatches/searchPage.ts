// Edits of the page's JSX source: its search helper is created inside the page component, out
// of reach of a wrapper, and ejecting would copy the whole 520-line page.
import { measures } from './measures';
import { maxQueryLength } from '../search/types';
import { rowsOf, type VendorPatch } from './types';

type Edit = [search: string, replace: string, measuredBy?: string[]];
const errorState: Edit[] = [
  [
    "import styles from './styles.module.css';",
    "import styles from './styles.module.css';\nimport {searchModalTexts as siteSearchTexts} from '@site/src/config/searchTexts';",
    // The unit test reads no trace of the import; the page fails when it shows the error.
    [measures.searchPageError],
  ],
  [
    "        case 'advance': {",
    "        case 'error': {\n          return {...prevState, loading: false, error: true};\n        }\n        case 'advance': {",
  ],
  [
    '  algoliaHelper.on(\n',
    "  algoliaHelper.on('error', () => {\n    searchResultStateDispatcher({type: 'error'});\n  });\n  algoliaHelper.on(\n",
  ],
  [
    '            searchQuery && !searchResultState.loading && (',
    `            !!searchResultState.error && (
              <div key="error" role="alert" className="search-page-error">
                <p><strong>{siteSearchTexts.errorScreen.titleText}</strong></p>
                <p>{siteSearchTexts.errorScreen.helpText}</p>
              </div>
            ),
            searchQuery && !searchResultState.loading && !searchResultState.error && (`,
  ],
];

const inputLimit: Edit[] = [
  [
    '              autoComplete="off"\n',
    `              autoComplete="off"\n              maxLength={${maxQueryLength}}\n`,
  ],
  // A longer ?q= is cut where it is read, so input, title and search agree: cut only where it
  // was sent, the shorter query's results were dropped as another query's (a spinner forever).
  [
    '  const [searchQuery, setSearchQuery] = useSearchQueryString();',
    `  const [queryInAddress, setSearchQuery] = useSearchQueryString();\n  const searchQuery = queryInAddress.slice(0, ${maxQueryLength});`,
    [measures.searchPageLongAddressQuery],
  ],
];

const algoliaCredit: Edit[] = [
  [
    "          <div className={clsx('col', 'col--4', styles.searchLogoColumn)}>",
    "          {appId !== 'local' && (<div className={clsx('col', 'col--4', styles.searchLogoColumn)}>",
  ],
  [
    '              <AlgoliaLogo />\n            </Link>\n          </div>\n',
    '              <AlgoliaLogo />\n            </Link>\n          </div>)}\n',
  ],
];

const keepLoading: Edit[] = [
  [
    '          const hasMore = prevState.totalPages > prevState.lastPage + 1;',
    '          if (prevState.advancing) {\n            return prevState;\n          }\n          const hasMore = prevState.totalPages > prevState.lastPage + 1;',
  ],
  [
    '            lastPage: hasMore ? prevState.lastPage + 1 : prevState.lastPage,\n',
    '            lastPage: hasMore ? prevState.lastPage + 1 : prevState.lastPage,\n            advancing: hasMore,\n',
  ],
  [
    '                : prevState.items.concat(data.value.items),\n',
    '                : prevState.items.concat(data.value.items),\n            advancing: false,\n',
  ],
  // These two let the observer see the loader come into view unscrolled (a taller window), even
  // partly; the scroll check below catches a jump with End without them.
  [
    '          if (isIntersecting && prevY.current > currentY) {',
    '          if (isIntersecting && currentY >= 0) {',
    [measures.searchPageLoadsUnscrolled],
  ],
  ['        {threshold: 1},', '        {threshold: 0},', [measures.searchPageLoadsUnscrolled]],
  [
    '  useEffect(() => {\n    if (!searchResultState.lastPage || searchResultState.lastPage === 0) {',
    // The observer misses a jump past the loader (End, a fast fling): it never
    // intersects. So the loader's place is checked after each page and on scroll.
    `  useEffect(() => {
    if (!loaderRef || !searchResultState.hasMore || searchResultState.advancing) {
      return undefined;
    }
    const checkEnd = () => {
      if (loaderRef.getBoundingClientRect().top < window.innerHeight) {
        searchResultStateDispatcher({type: 'advance'});
      }
    };
    checkEnd();
    window.addEventListener('scroll', checkEnd, {passive: true});
    return () => window.removeEventListener('scroll', checkEnd);
  }, [loaderRef, searchResultState.items.length, searchResultState.hasMore, searchResultState.advancing]);
  useEffect(() => {
    if (!searchResultState.lastPage || searchResultState.lastPage === 0) {`,
  ],
];

const row = rowsOf('@docusaurus/theme-search-algolia', '3.10.2');
const page = (edits: Edit[], reason: string, measuredBy: string[], upstream?: string) =>
  edits.map(([search, replace, own]) =>
    row('lib/theme/SearchPage/index.js', search, replace, reason, own ?? measuredBy, upstream),
  );

export const searchPagePatches: VendorPatch[] = [
  ...page(
    errorState,
    "A failing search client leaves the page with an uncaught error and a spinner that turns forever; the page gets the overlay's error screen and texts.",
    [measures.searchPageError, measures.patchedSearchPage],
    'UPSTREAM.md#search-page-error-state',
  ),
  ...page(inputLimit, 'The spec limits the search input to 64 characters, as in the overlay.', [
    measures.searchPageMaxLength,
    measures.patchedSearchPage,
  ]),
  ...page(
    algoliaCredit,
    'The page credits Algolia only when Algolia answers, not with the built-in index (app id "local").',
    [measures.noAlgoliaCredit, measures.noOffHostRequest],
  ),
  ...page(
    keepLoading,
    'The page advanced to the next page of results only on a fresh intersection while scrolling down: a reader who jumped to the end while a page loaded stopped getting results.',
    [measures.searchPageKeepsLoading],
    'UPSTREAM.md#search-page-infinite-scroll',
  ),
];
