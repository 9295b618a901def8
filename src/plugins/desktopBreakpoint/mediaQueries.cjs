/**
 * Infima and the classic theme switch between the phone and desktop layouts
 * with `(max-width: 996px)` and `(min-width: 997px)`, so 996 px itself is a
 * phone. The spec keeps the phone layout below 996 px: move both edges down
 * by one pixel, in every stylesheet the build processes (Infima, the themes'
 * CSS modules, the OpenAPI theme's Sass output, ours).
 */
'use strict';

const edges = [
  [/\(\s*max-width\s*:\s*996px\s*\)/g, '(max-width: 995.98px)'],
  [/\(\s*min-width\s*:\s*997px\s*\)/g, '(min-width: 996px)'],
];

function rewriteMediaQuery(params) {
  return edges.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), params);
}

function desktopBreakpointPostcss() {
  return {
    postcssPlugin: 'site-desktop-breakpoint',
    AtRule: {
      media(atRule) {
        atRule.params = rewriteMediaQuery(atRule.params);
      },
    },
  };
}
desktopBreakpointPostcss.postcss = true;

module.exports = { rewriteMediaQuery, desktopBreakpointPostcss };
