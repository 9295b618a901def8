import { createRequire } from 'node:module';
import type { Plugin, PluginModule } from '@docusaurus/types';

const require = createRequire(__filename);
const { desktopBreakpointPostcss } = require('./mediaQueries.cjs') as {
  desktopBreakpointPostcss: () => unknown;
};

/**
 * The desktop layout from 996 px on, as the spec says: Docusaurus draws the line one pixel higher
 * in its CSS (moved here) and its JS (by a row of src/vendorPatches/docusaurus.ts).
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
