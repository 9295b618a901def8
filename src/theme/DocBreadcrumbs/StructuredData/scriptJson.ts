// The HTML parser ends a script at the first `</script`; escaped as `\u003c`, a `<` stays the same
// character to a JSON reader and can neither close the script nor open a comment in it.
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');
