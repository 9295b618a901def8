'use strict';

const asGlobal = (search) =>
  new RegExp(search.source, search.flags.includes('g') ? search.flags : `${search.flags}g`);

function countMatches(source, search) {
  if (typeof search === 'string') return source.split(search).length - 1;
  return (source.match(asGlobal(search)) ?? []).length;
}

function applyRows(source, rows) {
  let out = source;
  for (const row of rows) {
    const found = countMatches(out, row.search);
    if (found !== row.count) {
      throw new Error(
        `vendor patch ${row.package}@${row.version} ${row.file}: '${String(row.search).slice(0, 80)}' matches ${found} times, the table expects ${row.count}. ` +
          'The package changed: check the row against the new code (src/vendorPatches/).',
      );
    }
    out =
      typeof row.search === 'string'
        ? out.split(row.search).join(row.replace)
        : out.replace(asGlobal(row.search), row.replace);
  }
  return out;
}

module.exports = function vendorPatchLoader(source) {
  return applyRows(source, this.getOptions().rows);
};
module.exports.applyRows = applyRows;
module.exports.countMatches = countMatches;
