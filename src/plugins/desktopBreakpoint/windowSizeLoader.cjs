/**
 * Loader for theme-common's `useWindowSize`: the theme counts a window as
 * 'desktop' only above 996 px, so at exactly 996 px it renders the phone
 * layout (mobile docs sidebar, no desktop table of contents). The site's
 * spec keeps the phone layout for widths below 996 px; the CSS side of the
 * same change is `rewriteMediaQuery` in ./mediaQueries.cjs.
 *
 * The expression is checked: any other shape fails the build, since an
 * upgrade that changes it must be looked at.
 */
'use strict';

const search = 'const DesktopBreakpoint = 996;';
const replacement = 'const DesktopBreakpoint = 995;';

function patchWindowSize(source, file) {
  const at = source.indexOf(search);
  if (at < 0 || source.indexOf(search, at + 1) >= 0) {
    throw new Error(`desktopBreakpoint: ${file} does not contain '${search}' once`);
  }
  return source.slice(0, at) + replacement + source.slice(at + search.length);
}

module.exports = function windowSizeLoader(source) {
  return patchWindowSize(source, this.resourcePath);
};
module.exports.patchWindowSize = patchWindowSize;
module.exports.patchedModule = /[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/;
