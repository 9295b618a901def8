import siteConfig from '@generated/docusaurus.config';
import { localSearchClient } from './localClient';

// Stands in for `algoliasearch/lite` (a webpack alias) on the theme's /search page, which asks
// for 15 hits; the site shows 20, like the overlay.
export function liteClient(_appId: string, _apiKey: string) {
  return localSearchClient(siteConfig.baseUrl, 20);
}
