import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { decodeApiJson, decodeApiSource, encodeApiJson } from '../../src/config/apiFrontMatter';
import { loadSpec } from '../../src/api/openapiSpec';

const fromMdxLoader = createRequire(createRequire(__filename).resolve('@docusaurus/mdx-loader'));
/** What Docusaurus's MDX loader writes front matter values with. */
const stringifyObject = fromMdxLoader('stringify-object') as (value: unknown) => string;

/** The string a page's module holds after the MDX loader wrote `value` into it. */
const throughPageModule = (value: string): string =>
  new Function(`return ${stringifyObject(value)};`)() as string;

/** Runs the decoding as the theme's patched page component does. */
const decodeAsTheme = new Function('api', `return ${decodeApiSource};`) as (api: string) => string;

const samples = [
  JSON.stringify({ a: 'line one\nline two', b: 'say "hi"', c: '^[\\w-]+$', d: '100%', e: "it's" }),
  '%5C is not a backslash, %25 not a percent sign, \\ and % are',
  JSON.stringify(loadSpec().paths),
];

test('the operation survives the page module as text, where plain JSON does not', () => {
  const plain = samples[0]!;
  assert.notEqual(throughPageModule(plain), plain, 'stringify-object escapes backslashes now');
  for (const json of samples) {
    const encoded = encodeApiJson(json);
    assert.doesNotMatch(encoded, /\\/);
    assert.equal(decodeApiJson(throughPageModule(encoded)), json);
  }
});

test("the theme's decoding is the same function", () => {
  for (const json of samples) {
    const encoded = encodeApiJson(json);
    assert.equal(decodeAsTheme(encoded), decodeApiJson(encoded));
  }
});
