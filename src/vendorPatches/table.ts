import { docsearchPatches } from './docsearch';
import { docusaurusPatches } from './docusaurus';
import { openapiThemePatches } from './openapiTheme';
import { searchPagePatches } from './searchPage';
import type { VendorPatch } from './types';

// Whole-module swaps and rewrites of generated files are listed in ./elsewhere.ts.
export const vendorPatches: VendorPatch[] = [
  ...docusaurusPatches,
  ...searchPagePatches,
  ...docsearchPatches,
  ...openapiThemePatches,
];
