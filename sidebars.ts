import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { docRouteExists } from './src/config/docRoutes';
import { buildSidebar } from './src/config/sidebarBuilder';
import { academyOutline, documentationOutline } from './src/config/sidebarOutline';

const exists = (docId: string): boolean => docRouteExists(`/${docId}`);

const sidebars = {
  documentation: buildSidebar(documentationOutline, exists),
  academy: buildSidebar(academyOutline, exists),
} satisfies SidebarsConfig;

export default sidebars;
