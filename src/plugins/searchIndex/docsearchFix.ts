/**
 * Two faults of DocSearch 3.9, fixed in its bundled file at build time. The
 * loader fails the build if a text is not found exactly once (for example
 * after an upgrade), so a fix never silently stops applying.
 */
export const docsearchFixes = [
  {
    // autocomplete-core's `onInput` ends every search with
    // `.finally(() => setStatus('idle'))`, also after a failed one. DocSearch
    // sets 'error' when the client throws a RetryError, and the `finally`
    // reset it a few milliseconds later, so 'Unable to fetch results' flashed
    // and vanished. An 'error' status now stays; the next keystroke sets
    // 'loading' as before, so search recovers by itself.
    search: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    replace:
      '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  },
  {
    // Click analytics: item ids count from 0, so the first hit (id 0, falsy)
    // never sent its click event, and the others sent a position one too low
    // (Algolia's positions start at 1).
    search:
      'if(H.context.algoliaInsightsPlugin&&e.__autocomplete_id){var t=e,r={eventName:"Item Selected",index:t.__autocomplete_indexName,items:[t],positions:[e.__autocomplete_id],',
    replace:
      'if(H.context.algoliaInsightsPlugin&&void 0!==e.__autocomplete_id){var t=e,r={eventName:"Item Selected",index:t.__autocomplete_indexName,items:[t],positions:[e.__autocomplete_id+1],',
  },
];

export const docsearchBundle = /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/;

/** The webpack rule that applies the fixes. */
export function docsearchFixRule() {
  return {
    test: docsearchBundle,
    loader: require.resolve('string-replace-loader'),
    options: {
      multiple: docsearchFixes.map((fix) => ({ ...fix, strict: true })),
    },
  };
}
