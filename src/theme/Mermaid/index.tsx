/// <reference types="@docusaurus/theme-mermaid" />
import type { ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type { Props } from '@theme/Mermaid';
import { mermaidSourceAttribute } from '../../config/llms';

/**
 * Mermaid diagrams render in the browser only, so the built HTML holds no
 * trace of them. The wrapper keeps each diagram's source on a container, where
 * the Markdown copy of the page (src/plugins/llmsOutput) reads it back.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <div {...{ [mermaidSourceAttribute]: props.value }}>
      <Mermaid {...props} />
    </div>
  );
}
