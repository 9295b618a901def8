import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** The theme's MDX components, with tables that the keyboard can scroll. */
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
