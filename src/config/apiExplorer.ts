/**
 * How far below (or above) the screen the place of an API page's request panel
 * starts loading it, in pixels (src/theme/ApiExplorer). A module of its own:
 * the browser imports it.
 */
export const explorerLoadMarginPx = 800;
