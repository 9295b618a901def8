import { createRequire } from 'node:module';
import { sampleFromSchema } from 'docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample';
import { getAuthDataKeys } from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Authorization/auth-types';
import { resolveSchemaWithSelections } from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Body/resolveSchemaWithSelections';
import {
  generateLanguageSet,
  mergeArraysbyLanguage,
} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeSnippets/languages';
import { languageTabs } from '../config/apiReference';
import { initialParams, mediaTypes, type ApiOperation } from './explorerState';

// The explorer's samples before the reader edits anything, made with the pages so the browser
// needs no code generator. tests/e2e/apiReference.spec.ts checks that the explorer agrees.

// Untyped, or typed for the theme's state rather than the operation JSON we have.
const require = createRequire(__filename);
const codegen = require('postman-code-generators') as {
  convert: (
    language: string,
    variant: string,
    request: unknown,
    options: unknown,
    callback: (error: unknown, snippet: string) => void,
  ) => void;
};
const { Request } = require('postman-collection') as { Request: new (json: unknown) => unknown };
const buildPostmanRequest = (
  require('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/buildPostmanRequest') as {
    default: (postman: unknown, state: Record<string, unknown>) => unknown;
  }
).default;

const languages = mergeArraysbyLanguage(
  languageTabs,
  generateLanguageSet().filter((set) => languageTabs.some((tab) => tab.language === set.language)),
);

/** The body editor's first content: an example made from the JSON schema. */
function exampleBody(api: ApiOperation, contentType: string | undefined) {
  const schema = contentType ? api.requestBody?.content?.[contentType]?.schema : undefined;
  if (!contentType || !schema || !/application\/json|\+json$/.test(contentType))
    return { type: 'empty' };
  const example = sampleFromSchema(resolveSchemaWithSelections(schema, {}, 'requestBody'), {
    type: 'request',
  });
  return example
    ? { type: 'raw', content: { type: 'string', value: JSON.stringify(example, null, 2) } }
    : { type: 'empty' };
}

/** The first security requirement, each credential shown as `<Authorization>`, as the theme masks them. */
function maskedAuth(api: ApiOperation) {
  const options: Record<string, object[]> = {};
  const data: Record<string, Record<string, string>> = {};
  for (const requirement of api.security ?? []) {
    const id = Object.keys(requirement).join(' and ');
    for (const schemeId of Object.keys(requirement)) {
      const scheme = api.securitySchemes?.[schemeId];
      if (!scheme) continue;
      (options[id] ??= []).push({ ...scheme, key: schemeId });
      data[schemeId] = Object.fromEntries(
        getAuthDataKeys(scheme).map((key) => [key, `<${scheme.name ?? key}>`]),
      );
    }
  }
  return { data, options, selected: Object.keys(options)[0] };
}

export type RequestSample = Record<'language' | 'highlight' | 'code', string>;

export function requestSamples(api: ApiOperation): RequestSample[] {
  const { accept, contentType } = mediaTypes(api);
  const params = initialParams(api);
  // The theme reads the page's origin first, then puts the server in its place.
  const scope = globalThis as { window?: unknown };
  scope.window ??= { location: { origin: '' } };
  const request = buildPostmanRequest(new Request(api.postman ?? {}), {
    queryParams: params.query,
    pathParams: params.path,
    cookieParams: params.cookie,
    headerParams: params.header,
    accept: accept[0],
    contentType: contentType[0],
    body: exampleBody(api, contentType[0]),
    server: api.servers?.[0],
    auth: maskedAuth(api),
    encoding: undefined,
  });
  delete scope.window;
  return languageTabs.map((tab) => {
    const language = languages.find((candidate) => candidate.language === tab.language);
    if (!language) throw new Error(`postman-code-generators has no language ${tab.language}`);
    let code: string | undefined;
    codegen.convert(tab.language, language.variant, request, language.options, (error, snippet) => {
      if (error)
        throw new Error(`${tab.language} sample of ${api.method} ${api.path}: ${String(error)}`);
      code = snippet;
    });
    if (code === undefined) throw new Error(`the ${tab.language} generator answered later`);
    return { language: tab.language, highlight: tab.highlight, code };
  });
}
