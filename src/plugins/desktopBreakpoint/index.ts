import type { Plugin, PluginModule } from '@docusaurus/types';

// Infima and the themes make 996 px a phone; the spec has the desktop layout from 996 px on. The
// JS side is a row of src/vendorPatches/docusaurus.ts.
export const rewriteMediaQuery = (params: string): string =>
  params
    .replace(/\(\s*max-width\s*:\s*996px\s*\)/g, '(max-width: 995.98px)')
    .replace(/\(\s*min-width\s*:\s*997px\s*\)/g, '(min-width: 996px)');

export default function desktopBreakpoint(): PluginModule {
  return (): Plugin => ({
    name: 'desktop-breakpoint',
    configurePostCss(options) {
      options.plugins.push({
        postcssPlugin: 'site-desktop-breakpoint',
        AtRule: {
          media(atRule: { params: string }) {
            atRule.params = rewriteMediaQuery(atRule.params);
          },
        },
      });
      return options;
    },
  });
}
