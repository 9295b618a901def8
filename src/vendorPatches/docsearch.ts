import { measures } from './measures';
import { rowsOf, type VendorPatch } from './types';

const bundle = rowsOf('@docsearch/react', '3.9.0');

export const docsearchPatches: VendorPatch[] = [
  bundle(
    'dist/esm/index.js',
    '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    "A failed search's 'Unable to fetch results' flashed and vanished: autocomplete-core resets the status to 'idle' after every search, also after an error. An 'error' status now stays until the next keystroke.",
    [measures.overlayErrorStays],
    'UPSTREAM.md#docsearch-error-status',
  ),
  bundle(
    'dist/esm/index.js',
    'if(H.context.algoliaInsightsPlugin&&e.__autocomplete_id){var t=e,r={eventName:"Item Selected",index:t.__autocomplete_indexName,items:[t],positions:[e.__autocomplete_id],',
    'if(H.context.algoliaInsightsPlugin&&void 0!==e.__autocomplete_id){var t=e,r={eventName:"Item Selected",index:t.__autocomplete_indexName,items:[t],positions:[e.__autocomplete_id+1],',
    "Click analytics: item ids count from 0, so the first hit never sent its click event and the others sent a position one too low (Algolia's positions start at 1).",
    [measures.clickPosition],
    'UPSTREAM.md#docsearch-click-position',
  ),
  bundle(
    'dist/esm/index.js',
    'e.createElement("ul",t.getListProps(),t.collection.items.map(',
    'e.createElement("ul",t.getListProps({source:t.collection.source}),t.collection.items.map(',
    "Every result list gets the id docsearch-list while the input's aria-controls names docsearch-hits0-list and so on, ids that do not exist (axe: aria-valid-attr-value).",
    [measures.overlayAxe],
    'UPSTREAM.md#docsearch-list-ids',
  ),
  bundle(
    'dist/esm/index.js',
    'm({ref:F},re({"aria-expanded":!0}),{className:["DocSearch","DocSearch-Container","stalled"===H.status&&"DocSearch-Container--Stalled","error"===H.status&&"DocSearch-Container--Errored"].filter(Boolean).join(" "),role:"button",tabIndex:0,',
    'm({ref:F},{className:["DocSearch","DocSearch-Container","stalled"===H.status&&"DocSearch-Container--Stalled","error"===H.status&&"DocSearch-Container--Errored"].filter(Boolean).join(" "),role:"dialog","aria-modal":"true","aria-label":"Search",',
    'The overlay\'s outer element is a focusable role="button", so the whole dialog reads as one button (axe: nested-interactive, label-content-name-mismatch). It becomes a modal dialog; Escape and a backdrop click still close it.',
    [measures.overlayAxe],
    'UPSTREAM.md#docsearch-dialog-role',
  ),
];
