/**
 * JSON for the inside of a `<script>`, which the HTML parser ends at the first `</script` whatever
 * the JSON means. Escaped as `\u003c`, a `<` stays the same character to a JSON reader and can
 * neither close the script nor open a comment in it; no other character matters there.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');
