/**
 * DocSearch 3.9 bundles autocomplete-core, whose `onInput` ends every search
 * with `.finally(() => setStatus('idle'))`, also after a failed one. DocSearch
 * sets the status to 'error' when the search client throws a RetryError, and
 * the `finally` resets it a few milliseconds later, so 'Unable to fetch
 * results' flashes and vanishes. The fix keeps an 'error' status; the next
 * keystroke sets 'loading' as before, so search recovers on its own.
 *
 * Applied to the bundled file at build time (the loader fails the build if
 * the text is not found exactly once, for example after an upgrade).
 */
export const docsearchErrorStatusFix = {
  test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
  search: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  replace:
    '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
};

/** The webpack rule that applies the fix. */
export function docsearchFixRule() {
  return {
    test: docsearchErrorStatusFix.test,
    loader: require.resolve('string-replace-loader'),
    options: {
      search: docsearchErrorStatusFix.search,
      replace: docsearchErrorStatusFix.replace,
      strict: true,
    },
  };
}
