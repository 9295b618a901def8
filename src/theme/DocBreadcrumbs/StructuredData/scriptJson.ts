/**
 * JSON for the inside of a `<script>` element. The HTML parser ends a script
 * at the first `</script`, whatever the JSON means, so a page title or sidebar
 * label holding `</script><script>…` would close the data script and open one
 * of its own. Escaped as `\u003c`, a `<` stays the same character to a JSON
 * reader and can close nothing. `>`, `&` and the two line separators are
 * escaped too, so the text is also safe where it is read as HTML or as
 * JavaScript.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
