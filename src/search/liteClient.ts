import siteConfig from '@generated/docusaurus.config';
import { localSearchClient } from './localClient';

/**
 * Stands in for `algoliasearch/lite` (webpack alias, built-in provider only)
 * so the theme's `/search` page queries the built-in index. The page asks for
 * 15 hits per page; the site shows 20, like the overlay.
 */
export function liteClient(_appId: string, _apiKey: string) {
  return localSearchClient(siteConfig.baseUrl, 20);
}
