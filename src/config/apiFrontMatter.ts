/**
 * How an API operation page carries its operation (the `api` front matter):
 * as JSON text with every backslash and percent sign percent-encoded.
 *
 * The generator compresses and base64-encodes the operation, and the theme
 * inflated it in the browser with pako at every render of the page: 12 ms on
 * a fast desktop. Plain JSON text is as small over a compressed connection,
 * and parsing it is quick. But Docusaurus writes the front matter into the
 * page's module with stringify-object, which quotes strings without escaping
 * their backslashes: the JSON's own escapes (`\n`, `\"`) would come out as a
 * newline and a bare quote. Text with no backslash comes out as it went in.
 *
 * scripts/generate-api-docs.ts encodes; the theme's page component decodes
 * and parses (a build-time fix in src/plugins/apiTheme).
 */

export function encodeApiJson(json: string): string {
  return json.replace(/[%\\]/g, (char) => (char === '%' ? '%25' : '%5C'));
}

export function decodeApiJson(text: string): string {
  return text.replace(/%(25|5C)/g, (_match, code: string) => (code === '25' ? '%' : '\\'));
}

/** `decodeApiJson(api)` as JavaScript source, for the theme's compiled page component. */
export const decodeApiSource = String.raw`api.replace(/%(25|5C)/g, (_match, code) => (code === "25" ? "%" : "\\"))`;
