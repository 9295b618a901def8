import type { Zoom } from 'medium-zoom';
import type { ClientModule } from '@docusaurus/types';
import './imageZoom.css';

const zoomableSelector = '.markdown img:not(a img)';
const attachDelayMs = 1000;
// The enlarged copy medium-zoom lays over the page (the original stays hidden meanwhile).
const enlargedSelector = 'body > img.medium-zoom-image--opened';

let zoom: Zoom | undefined;
let timer: number | undefined;

function label(image: Element, action: string): string {
  const alt = image.getAttribute('alt')?.trim();
  return alt ? `${action}: ${alt}` : action;
}

function onOpened(event: Event): void {
  const enlarged = Array.from(document.querySelectorAll<HTMLImageElement>(enlargedSelector)).pop();
  if (!enlarged) return;
  enlarged.setAttribute('aria-label', label(event.target as HTMLElement, 'Close enlarged image'));
  enlarged.setAttribute('tabindex', '-1');
  // Leaving the enlarged image with Tab closes it, so nothing stays hidden behind the overlay.
  enlarged.addEventListener('blur', (blur: FocusEvent) => {
    if (blur.relatedTarget) void zoom?.close();
  });
  enlarged.focus();
}

function onClosed(event: Event): void {
  const active = document.activeElement;
  if (!active || active === document.body) (event.target as HTMLElement).focus();
}

// One listener for every page (adding it again is a no-op): the images change with the route, the
// document does not.
function onKeyDown(event: KeyboardEvent): void {
  const image = event.target;
  if (!zoom || !['Enter', ' '].includes(event.key) || !(image instanceof HTMLImageElement)) return;
  const enlarged = image.matches(enlargedSelector);
  if (!enlarged && !zoom.getImages().includes(image)) return;
  event.preventDefault();
  void (enlarged ? zoom.close() : zoom.open({ target: image }));
}

// The library loads only for pages that have images to zoom, never on the first-load path.
async function attach(): Promise<void> {
  zoom?.detach();
  zoom = undefined;
  if (!document.querySelector(zoomableSelector)) return;
  const { default: mediumZoom } = await import('medium-zoom');
  zoom = mediumZoom(zoomableSelector, { margin: 24, background: 'var(--site-zoom-background)' });
  // medium-zoom only answers clicks: each image becomes a button that Enter or Space enlarges; the
  // enlarged image takes the focus, and Enter, Space or Escape close it and give the focus back.
  for (const image of zoom.getImages()) {
    image.setAttribute('tabindex', '0');
    image.setAttribute('role', 'button');
    image.setAttribute('aria-label', label(image, 'Enlarge image'));
  }
  zoom.on('opened', onOpened);
  zoom.on('closed', onClosed);
  document.addEventListener('keydown', onKeyDown);
}

export default {
  onRouteDidUpdate() {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void attach(), attachDelayMs);
  },
} satisfies ClientModule;
