/**
 * JSON for the inside of a `<script>` element. The HTML parser ends a script
 * at the first `</script`, whatever the JSON means, so a page title or sidebar
 * label holding `</script><script>…` would close the data script and open one
 * of its own. Escaped as `\u003c`, a `<` stays the same character to a JSON
 * reader and can neither close the script nor open a comment in it; no other
 * character matters inside a script element.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');
