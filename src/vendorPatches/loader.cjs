/**
 * The webpack loader of the patch table (./table.ts): applies the rows it is
 * given (`options.rows`, all for the file being loaded) to the file's source.
 * A row whose text does not match as often as it expects fails the build,
 * naming the package, the file and the row; so does the wrong installed
 * version (checked once, when the rules are made: ./index.ts).
 */
'use strict';

/** How often `search` (a literal text or a regular expression) matches in `source`. */
function countMatches(source, search) {
  if (typeof search === 'string') return source.split(search).length - 1;
  return (source.match(new RegExp(search.source, withGlobal(search.flags))) ?? []).length;
}

function withGlobal(flags) {
  return flags.includes('g') ? flags : `${flags}g`;
}

function describe(row) {
  const search = typeof row.search === 'string' ? row.search : String(row.search);
  return `${row.package}@${row.version} ${row.file}: '${search.slice(0, 80)}'`;
}

/** `source` with every row applied; throws when a row matches other than `count` times. */
function applyRows(source, rows) {
  let out = source;
  for (const row of rows) {
    const found = countMatches(out, row.search);
    if (found !== row.count) {
      throw new Error(
        `vendor patch ${describe(row)} matches ${found} times, the table expects ${row.count}. ` +
          'The package changed: check the row against the new code (src/vendorPatches/).',
      );
    }
    out =
      typeof row.search === 'string'
        ? out.split(row.search).join(row.replace)
        : out.replace(new RegExp(row.search.source, withGlobal(row.search.flags)), row.replace);
  }
  return out;
}

module.exports = function vendorPatchLoader(source) {
  return applyRows(source, this.getOptions().rows);
};
module.exports.applyRows = applyRows;
module.exports.countMatches = countMatches;
