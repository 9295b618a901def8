/**
 * Loader for two generated data files of the client bundle, so that every
 * page downloads only what the browser uses:
 *
 * - `.docusaurus/docusaurus.config.mjs`: the plugin, preset and theme options
 *   (for example the whole redirect table) are only read at build time; the
 *   browser gets the site config without them.
 * - The version props of the main docs instance list every doc (id, title,
 *   description) for one reader in the browser, `useDocById`, which only
 *   DocCards call; DocCards appear in the API instance only. So the main
 *   instance's list is left empty.
 * - The global data of the API docs instance lists its 381 pages for hooks
 *   that find "the active doc" for navbar doc items and version menus; the
 *   site has neither for the API reference, so the list is left empty. The
 *   pages themselves get their data from their own route.
 *
 * Any other shape fails the build: a Docusaurus upgrade that changes these
 * files must be looked at, not silently shipped.
 */

'use strict';

const buildTimeOnlyKeys = ['plugins', 'presets', 'themes'];

function trimSiteConfig(source) {
  const start = source.indexOf('export default {');
  const end = source.lastIndexOf('};');
  if (start < 0 || end < start) {
    throw new Error('pageWeight: .docusaurus/docusaurus.config.mjs has an unexpected shape');
  }
  const config = JSON.parse(source.slice(start + 'export default '.length, end + 1));
  for (const key of buildTimeOnlyKeys) {
    if (!Array.isArray(config[key])) {
      throw new Error(`pageWeight: siteConfig.${key} is not an array`);
    }
    config[key] = [];
  }
  return `export default ${JSON.stringify(config)};\n`;
}

function trimVersionProps(source) {
  const props = JSON.parse(source);
  const docs = props.version && props.version.docs;
  if (!docs) return source;
  props.version.docs = {};
  return JSON.stringify(props);
}

function trimGlobalData(source, { apiDocsPluginId }) {
  const data = JSON.parse(source);
  const instance = (data['docusaurus-plugin-content-docs'] || {})[apiDocsPluginId];
  if (!instance || !Array.isArray(instance.versions)) {
    throw new Error(`pageWeight: no global data for the docs instance '${apiDocsPluginId}'`);
  }
  for (const version of instance.versions) version.docs = [];
  return JSON.stringify(data);
}

module.exports = function clientDataLoader(source) {
  const options = this.getOptions();
  const { kind } = options;
  if (kind === 'globalData') return trimGlobalData(source, options);
  if (kind === 'siteConfig') return trimSiteConfig(source);
  if (kind === 'versionProps') return trimVersionProps(source);
  throw new Error(`pageWeight: unknown kind ${kind}`);
};
