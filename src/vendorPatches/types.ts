/**
 * A row of the patch table (./table.ts): the loader (./loader.cjs) fails the build when the
 * installed version is not `version` or `search` does not match exactly `count` times.
 */
export type VendorPatch = {
  package: string;
  /** The exact version the row was written against. */
  version: string;
  /** Relative to the package's folder, with `/` separators. */
  file: string;
  /** A literal text, or a regular expression (every match is replaced; `$1` works). */
  search: string | RegExp;
  replace: string;
  count: number;
  /** Why the package's own behaviour is not good enough for the site. */
  reason: string;
  /**
   * The upstream report, or its heading in UPSTREAM.md while still to be filed. Absent for a
   * change that suits this site only (weight, a setting the package does not offer).
   */
  upstream?: string;
  /**
   * The tests that fail without this row (./measures.ts); empty if none does. After an upgrade,
   * delete the row and run them to see whether the new version still needs it.
   */
  measuredBy: string[];
};

/** The rows of one version of a package; `count` is 1 unless given. */
export const rowsOf =
  (pkg: string, version: string) =>
  (
    file: string,
    search: string | RegExp,
    replace: string,
    reason: string,
    measuredBy: string[],
    upstream?: string,
    count = 1,
  ): VendorPatch => ({
    package: pkg,
    version,
    file,
    search,
    replace,
    count,
    reason,
    upstream,
    measuredBy,
  });
