/** A row: the build fails unless `version` is installed and `search` matches `count` times. */
export type VendorPatch = {
  package: string;
  version: string;
  /** Relative to the package's folder, with `/` separators. */
  file: string;
  /** A literal text, or a regular expression (every match is replaced; `$1` works). */
  search: string | RegExp;
  replace: string;
  count: number;
  reason: string;
  /** The upstream report, or its heading in UPSTREAM.md; absent for a change that suits this site only. */
  upstream?: string;
  /** The tests that fail without this row (./measures.ts): after an upgrade, delete it and run them. */
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
