// Scripts wait for the first paint: on a slow phone, they (350 KB gzip on an API page) shared the
// connection with it. A background tab never paints until shown, so it loads them once parsed.
// The same text on every page: the Content-Security-Policy allows it by one hash.
export const afterPaintLoader = `(function (script) {
  // If the main bundle cannot load (most often a wrong baseUrl), say so on
  // the page. Docusaurus's own check is off (docusaurus.config.ts): it was a
  // second inline script with the same job.
  var failed = false;
  function fail() {
    if (failed) return;
    failed = true;
    var paragraph = function (text) {
      var element = document.createElement('p');
      element.textContent = text;
      return element;
    };
    var banner = document.createElement('div');
    banner.id = '__docusaurus-base-url-issue-banner';
    banner.setAttribute('role', 'alert');
    banner.style.cssText =
      'border:4px solid #b42318;background:#fff4e5;color:#1c1c1c;margin:20px;padding:20px;font-size:18px';
    var title = paragraph('Your Docusaurus site did not load properly.');
    title.style.fontWeight = 'bold';
    var hint = paragraph('Its scripts could not be fetched. The usual cause is a wrong baseUrl in docusaurus.config.ts; this address suggests baseUrl = ');
    var suggestion = document.createElement('code');
    suggestion.id = '__docusaurus-base-url-issue-banner-suggestion-container';
    var path = window.location.pathname;
    suggestion.textContent = path.slice(-1) === '/' ? path : path + '/';
    hint.appendChild(suggestion);
    banner.appendChild(title);
    banner.appendChild(hint);
    document.body.prepend(banner);
  }
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
      element.onerror = fail;
      head.appendChild(element);
    });
  }
  // As deferred scripts do, they run on the whole document.
  function whenParsed() {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  }
  if (document.visibilityState === 'hidden') whenParsed();
  else requestAnimationFrame(function () { setTimeout(whenParsed, 0); });
})(document.currentScript);`;

export function afterPaintTag(scripts: string[], preloads: string[]): string {
  const odd = [...scripts, ...preloads].find((url) => !/^[^\s"<>&]+$/.test(url));
  if (odd !== undefined) throw new Error(`pageWeight: an odd script URL: ${odd}`);
  return `<script data-scripts="${scripts.join(' ')}" data-preload="${preloads.join(' ')}">${afterPaintLoader}</script>`;
}

export function afterPaintScripts(html: string): string[] {
  const tag = /<script data-scripts="([^"]*)" data-preload="([^"]*)">/.exec(html);
  if (!tag) return [];
  return [...tag[1]!.split(' '), ...tag[2]!.split(' ')].filter(Boolean);
}
