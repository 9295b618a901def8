/**
 * One change to another package's published code: a row of the patch table
 * (./table.ts). The loader (./loader.cjs) applies the rows of a file to its
 * source before webpack compiles it, for the server and the browser builds
 * alike, and fails the build when the installed version of the package is
 * not `version` or `search` does not match exactly `count` times.
 */
export type VendorPatch = {
  /** The npm package, as it is installed. */
  package: string;
  /** The exact version the row was written against. */
  version: string;
  /** The file, relative to the package's folder, with `/` separators. */
  file: string;
  /** A literal text, or a regular expression (every match is replaced; `$1` works). */
  search: string | RegExp;
  replace: string;
  /** How often `search` matches in that version's file. */
  count: number;
  /** Why the package's own behaviour is not good enough for the site. */
  reason: string;
  /**
   * Where the fault is reported upstream, or the heading of its report text in
   * UPSTREAM.md when it is still to be filed. Absent for a change that suits
   * this site only (weight, a setting the package does not offer).
   */
  upstream?: string;
  /**
   * The tests that fail without this row (./measures.ts); empty if none does.
   * After an upgrade, delete the row and run them to see whether the new version still needs it.
   */
  measuredBy: string[];
};
