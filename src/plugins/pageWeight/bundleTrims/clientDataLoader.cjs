/**
 * Loader for generated data files of the client bundle, so that every page downloads only what
 * the browser uses. Any other shape fails the build: a Docusaurus upgrade that changes these files
 * must be looked at, not silently shipped.
 */
'use strict';

/** The plugin, preset and theme options (the redirect table, say) are read at build time only. */
function trimSiteConfig(source) {
  const start = source.indexOf('export default {');
  const end = source.lastIndexOf('};');
  if (start < 0 || end < start) {
    throw new Error('pageWeight: .docusaurus/docusaurus.config.mjs has an unexpected shape');
  }
  const config = JSON.parse(source.slice(start + 'export default '.length, end + 1));
  for (const key of ['plugins', 'presets', 'themes']) {
    if (!Array.isArray(config[key])) {
      throw new Error(`pageWeight: siteConfig.${key} is not an array`);
    }
    config[key] = [];
  }
  return `export default ${JSON.stringify(config)};\n`;
}

/** The main docs' list of every doc is for `useDocById`, which only DocCards (API pages) call. */
function trimVersionProps(source) {
  const props = JSON.parse(source);
  if (!props.version?.docs) return source;
  props.version.docs = {};
  return JSON.stringify(props);
}

/**
 * The API instance's 381 pages are listed for the hooks that find "the active doc" for navbar doc
 * items and version menus, which the API reference has none of; its pages read their own route.
 */
function trimGlobalData(source, { apiDocsPluginId }) {
  const data = JSON.parse(source);
  const instance = data['docusaurus-plugin-content-docs']?.[apiDocsPluginId];
  if (!Array.isArray(instance?.versions)) {
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
