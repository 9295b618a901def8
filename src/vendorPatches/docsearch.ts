import { measures } from './measures';
import type { VendorPatch } from './types';

/** DocSearch's bundled file (the overlay of the search bar). */
const bundle = {
  package: '@docsearch/react',
  version: '3.9.0',
  file: 'dist/esm/index.js',
  count: 1,
};

export const docsearchPatches: VendorPatch[] = [
  {
    ...bundle,
    reason:
      "A failed search's 'Unable to fetch results' flashed and vanished: autocomplete-core resets the status to 'idle' after every search, also after an error. An 'error' status now stays until the next keystroke.",
    upstream: 'UPSTREAM.md#docsearch-error-status',
    measuredBy: [measures.overlayErrorStays],
    search: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    replace:
      '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  },
  {
    ...bundle,
    reason:
      "Click analytics: item ids count from 0, so the first hit never sent its click event and the others sent a position one too low (Algolia's positions start at 1).",
    upstream: 'UPSTREAM.md#docsearch-click-position',
    measuredBy: [measures.clickPosition],
    search:
      'if(H.context.algoliaInsightsPlugin&&e.__autocomplete_id){var t=e,r={eventName:"Item Selected",index:t.__autocomplete_indexName,items:[t],positions:[e.__autocomplete_id],',
    replace:
      'if(H.context.algoliaInsightsPlugin&&void 0!==e.__autocomplete_id){var t=e,r={eventName:"Item Selected",index:t.__autocomplete_indexName,items:[t],positions:[e.__autocomplete_id+1],',
  },
  {
    ...bundle,
    reason:
      "Every result list gets the id docsearch-list while the input's aria-controls names docsearch-hits0-list and so on, ids that do not exist (axe: aria-valid-attr-value).",
    upstream: 'UPSTREAM.md#docsearch-list-ids',
    measuredBy: [measures.overlayAxe],
    search: 'e.createElement("ul",t.getListProps(),t.collection.items.map(',
    replace:
      'e.createElement("ul",t.getListProps({source:t.collection.source}),t.collection.items.map(',
  },
  {
    ...bundle,
    reason:
      'The overlay\'s outer element is a focusable role="button", so the whole dialog reads as one button (axe: nested-interactive, label-content-name-mismatch). It becomes a modal dialog; Escape and a backdrop click still close it.',
    upstream: 'UPSTREAM.md#docsearch-dialog-role',
    measuredBy: [measures.overlayAxe],
    search:
      'm({ref:F},re({"aria-expanded":!0}),{className:["DocSearch","DocSearch-Container","stalled"===H.status&&"DocSearch-Container--Stalled","error"===H.status&&"DocSearch-Container--Errored"].filter(Boolean).join(" "),role:"button",tabIndex:0,',
    replace:
      'm({ref:F},{className:["DocSearch","DocSearch-Container","stalled"===H.status&&"DocSearch-Container--Stalled","error"===H.status&&"DocSearch-Container--Errored"].filter(Boolean).join(" "),role:"dialog","aria-modal":"true","aria-label":"Search",',
  },
];
