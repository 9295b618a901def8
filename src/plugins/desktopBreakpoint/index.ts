import { createRequire } from 'node:module';
import type { Plugin, PluginModule } from '@docusaurus/types';

const require = createRequire(__filename);
const { desktopBreakpointPostcss } = require('./mediaQueries.cjs') as {
  desktopBreakpointPostcss: () => unknown;
};

/**
 * The desktop layout (navbar links, docs sidebar, table of contents) from
 * 996 px on; the phone layout and its menu below 996 px, as the spec says.
 * Docusaurus draws the line one pixel higher in both its CSS and its JS:
 * both are moved together (the JS by a row of src/vendorPatches/docusaurus.ts),
 * so they never disagree.
 */
export default function desktopBreakpoint(): PluginModule {
  return (): Plugin => ({
    name: 'desktop-breakpoint',
    configurePostCss(options) {
      options.plugins.push(desktopBreakpointPostcss() as (typeof options.plugins)[number]);
      return options;
    },
  });
}
