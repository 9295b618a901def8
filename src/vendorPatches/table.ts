import { docsearchPatches } from './docsearch';
import { docusaurusPatches } from './docusaurus';
import { openapiThemePatches } from './openapiTheme';
import { searchPagePatches } from './searchPage';
import type { VendorPatch } from './types';

/**
 * Every change the site makes to another package's published code, grouped by package in the
 * files beside this one. Changes that replace a whole module or rewrite generated files are
 * listed in ./elsewhere.ts.
 */
export const vendorPatches: VendorPatch[] = [
  ...docusaurusPatches,
  ...searchPagePatches,
  ...docsearchPatches,
  ...openapiThemePatches,
];
