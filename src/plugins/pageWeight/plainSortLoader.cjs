/**
 * Loader for three modules that sort a few strings with `localeCompare` while
 * a page hydrates: Docusaurus's docs plugin (which docs instance a path is in),
 * and `useShallowMemoObject` of its theme and of the OpenAPI theme (the order
 * of an object's keys, to memoize it).
 *
 * A page's first `localeCompare` call builds the browser's collator for the
 * reader's locale: 20 to 30 ms on a fast desktop, about four times that on a
 * phone, inside whichever task makes the call. Neither sort needs the rules of
 * a language: the docs plugin needs a path to sort before its prefixes, and the
 * memo any fixed order. Comparing UTF-16 code units gives both.
 *
 * Each module is checked for the expression expected; any other shape fails
 * the build, since an upgrade that changes it must be looked at.
 */
'use strict';

const { replaceOnce } = require('./lazyApiRoutesLoader.cjs');

/** Compares the strings `a` and `b` by code units, as `<` does. */
const byCodeUnits = (a, b) => `(${a} < ${b} ? -1 : ${a} > ${b} ? 1 : 0)`;

/** For each module (by the end of its path), the sort to replace and its replacement. */
const patches = {
  'plugin-content-docs/lib/client/docsClientUtils.js': [
    '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    `.sort((a, b) => ${byCodeUnits('b[1].path', 'a[1].path')})`,
  ],
  'theme-common/lib/utils/reactUtils.js': [
    'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    `deps.sort((a, b) => ${byCodeUnits('a[0]', 'b[0]')});`,
  ],
  'docusaurus-theme-openapi-docs/lib/theme/utils/reactUtils.js': [
    'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    `deps.sort((a, b) => ${byCodeUnits('a[0]', 'b[0]')});`,
  ],
};

/** The patch for the module at `file`, or undefined for any other module. */
function patchFor(file) {
  const normal = file.replace(/\\/g, '/');
  const key = Object.keys(patches).find((end) => normal.endsWith(`/${end}`));
  return key && { key, search: patches[key][0], replacement: patches[key][1] };
}

function patchSort(source, file) {
  const patch = patchFor(file);
  if (!patch) throw new Error(`pageWeight (plain sort): no patch for ${file}`);
  return replaceOnce(source, patch.search, patch.replacement, patch.key);
}

module.exports = function plainSortLoader(source) {
  return patchSort(source, this.resourcePath);
};
module.exports.patchSort = patchSort;
module.exports.patches = patches;
/** The rule's test: the modules this loader patches. */
module.exports.patchedModules = new RegExp(
  `[\\\\/](?:${Object.keys(patches)
    .map((end) => end.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]'))
    .join('|')})$`,
);
