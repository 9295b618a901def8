import type { Zoom } from 'medium-zoom';
import type { ClientModule } from '@docusaurus/types';

/** Images inside rendered markdown, except those that are links themselves. */
export const zoomableSelector = '.markdown img:not(a img)';

/** Delay after a page renders before images become zoomable. */
export const attachDelayMs = 1000;

let zoom: Zoom | undefined;
let timer: number | undefined;

// The library loads only for pages that have images to zoom, never on the first-load path.
async function attach(): Promise<void> {
  zoom?.detach();
  zoom = undefined;
  if (!document.querySelector(zoomableSelector)) return;
  const { default: mediumZoom } = await import('medium-zoom');
  zoom = mediumZoom(zoomableSelector, {
    margin: 24,
    background: 'var(--site-zoom-background)',
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void attach(), attachDelayMs);
  },
};

export default clientModule;
