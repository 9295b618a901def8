/**
 * Every page is complete in its server-rendered HTML; its scripts only make it
 * interactive. So a page fetches them once it has painted, not while its
 * HTML and stylesheets are still arriving. Otherwise, on a slow phone
 * connection, the main bundle and the route's chunks (350 KB gzip on an API
 * page) share the connection with what the first paint needs.
 *
 * postBuild (routePreloads.ts) replaces the main bundle's deferred script tags
 * with this one inline script. Its `data-scripts` attribute lists the main
 * bundle's scripts, which run in order. Its `data-preload` attribute lists the
 * route's chunks, which are preloaded at low priority for the bundler's
 * runtime to find. After the next frame has painted, the script inserts both.
 * A page opened in a background tab never paints until it is shown, so that
 * page loads them at once: it is then ready when the reader opens the tab.
 *
 * The text is the same on every page, so the Content-Security-Policy allows
 * it with one hash (src/plugins/hostConfig).
 */
export const afterPaintLoader = `(function (script) {
  function start() {
    var head = document.head;
    script.getAttribute('data-preload').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      link.setAttribute('fetchpriority', 'low');
      head.appendChild(link);
    });
    script.getAttribute('data-scripts').split(' ').forEach(function (src) {
      var element = document.createElement('script');
      element.src = src;
      element.async = false;
      head.appendChild(element);
    });
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})(document.currentScript);`;

/** The loader's tag for a page whose main bundle is `scripts` and whose routes need `preloads`. */
export function afterPaintTag(scripts: string[], preloads: string[]): string {
  const list = (urls: string[]): string => {
    for (const url of urls) {
      if (!/^[^\s"<>&]+$/.test(url)) throw new Error(`pageWeight: an odd script URL: ${url}`);
    }
    return urls.join(' ');
  };
  return `<script data-scripts="${list(scripts)}" data-preload="${list(preloads)}">${afterPaintLoader}</script>`;
}

/** The URLs a page's loader names: main bundle first, then the route's chunks (none without a loader). */
export function afterPaintScripts(html: string): string[] {
  const tag = /<script data-scripts="([^"]*)" data-preload="([^"]*)">/.exec(html);
  if (!tag) return [];
  return [...tag[1]!.split(' '), ...tag[2]!.split(' ')].filter(Boolean);
}
