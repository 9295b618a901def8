// The Content-Security-Policy allows inline scripts by hash, and a hash per redirect target would
// not fit in a header: each redirect page gets a script that reads its canonical link.
export const redirectPageScripts = {
  /** For targets without `?` or `#` (the plugin forwards the reader's own). */
  forwarding:
    "window.location.href=document.querySelector('link[rel=canonical]').getAttribute('href')+window.location.search+window.location.hash;",
  plain: "window.location.href=document.querySelector('link[rel=canonical]').getAttribute('href');",
} as const;

const pageScript =
  /<script>\s*window\.location\.href = '[^']*'( \+ window\.location\.search \+ window\.location\.hash)?;\s*<\/script>/;

/** Whether `html` is a redirect page of the client-redirects plugin (as written, or with the shared script). */
export function isRedirectPage(html: string): boolean {
  return (
    html.length < 4096 &&
    /<meta http-equiv="refresh" content="0; url=[^"]*">/.test(html) &&
    /<link rel="canonical" href="[^"]*" \/>/.test(html) &&
    !/<body[\s>]/.test(html)
  );
}

export function withSharedRedirectScript(html: string): string | null {
  if (!isRedirectPage(html) || !pageScript.test(html)) return null;
  return html.replace(pageScript, (_match, forwarding: string | undefined) => {
    const script = forwarding ? redirectPageScripts.forwarding : redirectPageScripts.plain;
    return `<script>${script}</script>`;
  });
}
