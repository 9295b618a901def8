// Generated data the browser bundle carries but does not use. Any other shape fails the build: a
// Docusaurus upgrade that changes these files must be looked at.
'use strict';

/** The plugin, preset and theme options (the redirect table, say) are read at build time only. */
function siteConfig(source) {
  const start = source.indexOf('export default {');
  const end = source.lastIndexOf('};');
  if (start < 0 || end < start)
    throw new Error('pageWeight: .docusaurus/docusaurus.config.mjs has an unexpected shape');
  const config = JSON.parse(source.slice(start + 'export default '.length, end + 1));
  for (const key of ['plugins', 'presets', 'themes']) {
    if (!Array.isArray(config[key]))
      throw new Error(`pageWeight: siteConfig.${key} is not an array`);
    config[key] = [];
  }
  return `export default ${JSON.stringify(config)};\n`;
}

/** The main docs' list of every doc is for `useDocById`, which only DocCards (API pages) call. */
function versionProps(source) {
  const props = JSON.parse(source);
  if (!props.version?.docs) return source;
  props.version.docs = {};
  return JSON.stringify(props);
}

/** The API docs' 381 pages are listed for navbar doc items and version menus; it has neither. */
function globalData(source, { apiDocsPluginId }) {
  const data = JSON.parse(source);
  const instance = data['docusaurus-plugin-content-docs']?.[apiDocsPluginId];
  if (!Array.isArray(instance?.versions))
    throw new Error(`pageWeight: no global data for the docs instance '${apiDocsPluginId}'`);
  for (const version of instance.versions) version.docs = [];
  return JSON.stringify(data);
}

const trims = { globalData, siteConfig, versionProps };

module.exports = function clientDataLoader(source) {
  const options = this.getOptions();
  if (!Object.hasOwn(trims, options.kind))
    throw new Error(`pageWeight: unknown kind ${options.kind}`);
  return trims[options.kind](source, options);
};
