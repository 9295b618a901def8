/**
 * The `/search` page of @docusaurus/theme-search-algolia 3.10.2 has no error
 * state: when the search client fails (the built-in index is missing or
 * corrupt, or Algolia cannot be reached), algoliasearch-helper emits an
 * 'error' event that nothing listens to, so it is thrown uncaught and the
 * spinner turns forever. These fixes give the page the overlay's error
 * screen: the same texts (src/config/searchTexts.ts), shown until the query
 * changes, when the next search runs as before.
 *
 * The helper is created inside the page component, out of reach of a wrapper,
 * and ejecting would copy the whole 520-line page for these four edits. Each
 * text must occur exactly once in the theme's file, or the build fails
 * (tests/unit/searchPageFix.test.ts checks the installed version).
 */
export const searchPageFixes = [
  {
    search: "import styles from './styles.module.css';",
    replace:
      "import styles from './styles.module.css';\nimport {searchModalTexts as siteSearchTexts} from '@site/src/config/searchTexts';",
  },
  {
    search: "        case 'advance': {",
    replace:
      "        case 'error': {\n          return {...prevState, loading: false, error: true};\n        }\n        case 'advance': {",
  },
  {
    search: '  algoliaHelper.on(\n',
    replace:
      "  algoliaHelper.on('error', () => {\n    searchResultStateDispatcher({type: 'error'});\n  });\n  algoliaHelper.on(\n",
  },
  {
    search: '            searchQuery && !searchResultState.loading && (',
    replace: `            !!searchResultState.error && (
              <div key="error" role="alert" className="search-page-error">
                <p><strong>{siteSearchTexts.errorScreen.titleText}</strong></p>
                <p>{siteSearchTexts.errorScreen.helpText}</p>
              </div>
            ),
            searchQuery && !searchResultState.loading && !searchResultState.error && (`,
  },
];

export const searchPageFile =
  /@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage[\\/]index\.js$/;

/** The webpack rule that applies the fixes, before the page's JSX is compiled. */
export function searchPageFixRule() {
  return {
    test: searchPageFile,
    enforce: 'pre' as const,
    loader: require.resolve('string-replace-loader'),
    options: {
      multiple: searchPageFixes.map((fix) => ({ ...fix, strict: true })),
    },
  };
}
