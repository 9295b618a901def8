import mediumZoom, { type Zoom } from 'medium-zoom';
import type { ClientModule } from '@docusaurus/types';

/** Images inside rendered markdown, except those that are links themselves. */
export const zoomableSelector = '.markdown img:not(a img)';

/** Delay after a page renders before images become zoomable. */
export const attachDelayMs = 1000;

let zoom: Zoom | undefined;
let timer: number | undefined;

function attach(): void {
  zoom?.detach();
  zoom = mediumZoom(zoomableSelector, {
    margin: 24,
    background: 'var(--site-zoom-background)',
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    window.clearTimeout(timer);
    timer = window.setTimeout(attach, attachDelayMs);
  },
};

export default clientModule;
