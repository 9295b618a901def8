/**
 * Faults of DocSearch 3.9, fixed in its bundled file at build time. The
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
  {
    // Accessibility: each result list renders `getListProps()` without its
    // source, so all lists get the id `docsearch-list` while the input's
    // `aria-controls` names `docsearch-hits0-list`, `docsearch-hits1-list`...,
    // ids that do not exist (axe: aria-valid-attr-value). Passing the source
    // gives every list the id the input points to.
    search: 'e.createElement("ul",t.getListProps(),t.collection.items.map(',
    replace:
      'e.createElement("ul",t.getListProps({source:t.collection.source}),t.collection.items.map(',
  },
  {
    // Accessibility: the overlay's outer element was a focusable
    // role="button" (for closing on a backdrop click), so the whole search
    // dialog, input and results included, read as one button (axe:
    // nested-interactive, label-content-name-mismatch). It is a modal
    // dialog: DocSearch already keeps the focus inside it, Escape closes it,
    // and a click on the backdrop still does.
    search:
      'm({ref:F},re({"aria-expanded":!0}),{className:["DocSearch","DocSearch-Container","stalled"===H.status&&"DocSearch-Container--Stalled","error"===H.status&&"DocSearch-Container--Errored"].filter(Boolean).join(" "),role:"button",tabIndex:0,',
    replace:
      'm({ref:F},{className:["DocSearch","DocSearch-Container","stalled"===H.status&&"DocSearch-Container--Stalled","error"===H.status&&"DocSearch-Container--Errored"].filter(Boolean).join(" "),role:"dialog","aria-modal":"true","aria-label":"Search",',
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
