import { createRequire } from 'node:module';
import { languageTabs } from '../config/apiReference';
import { initialParams, mediaTypes, type ApiOperation } from './explorerState';

/**
 * Generated with the pages (scripts/lib/apiGenerate.ts) so the browser needs no
 * code generator to show them, these are the samples the OpenAPI theme's
 * explorer makes before the reader edits anything: the theme's own
 * `buildPostmanRequest` with the same state (explorerState.ts, the example
 * body, the first security scheme with masked credentials), through
 * postman-code-generators with the theme's options. tests/e2e/apiReference.spec.ts
 * checks that the explorer shows the same code.
 */

const require = createRequire(__filename);
const themeDir = 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer';

type Language = { language: string; variant: string; options: Record<string, unknown> };
type Convert = (
  language: string,
  variant: string,
  request: unknown,
  options: Record<string, unknown>,
  callback: (error: unknown, snippet: string) => void,
) => void;

const codegen = require('postman-code-generators') as { convert: Convert };
const { Request } = require('postman-collection') as { Request: new (json: unknown) => unknown };
const buildPostmanRequest = (
  require(`${themeDir}/buildPostmanRequest`) as {
    default: (postman: unknown, state: Record<string, unknown>) => unknown;
  }
).default;
const { generateLanguageSet, mergeArraysbyLanguage } = require(
  `${themeDir}/CodeSnippets/languages`,
) as {
  generateLanguageSet: () => Language[];
  mergeArraysbyLanguage: (mine: unknown[], theirs: Language[]) => Language[];
};
const { sampleFromSchema } =
  require('docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample') as {
    sampleFromSchema: (schema: unknown, context: { type: string }) => unknown;
  };
const { resolveSchemaWithSelections } = require(`${themeDir}/Body/resolveSchemaWithSelections`) as {
  resolveSchemaWithSelections: (schema: unknown, selections: object, path: string) => unknown;
};
const { getAuthDataKeys } = require(`${themeDir}/Authorization/auth-types`) as {
  getAuthDataKeys: (scheme: object) => string[];
};

const languages = mergeArraysbyLanguage(
  languageTabs,
  generateLanguageSet().filter((set) => languageTabs.some((tab) => tab.language === set.language)),
);

/** The body editor's first content: an example made from the JSON schema. */
function exampleBody(api: ApiOperation, contentType: string | undefined): object {
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

/**
 * The first security requirement, with each credential shown as a placeholder
 * named after its header (`<Authorization>`), as the theme masks them.
 */
function maskedAuth(api: ApiOperation): object {
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

export interface RequestSample {
  language: string;
  highlight: string;
  code: string;
}

/** The nine request samples of an operation, in the tab order of `languageTabs`. */
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
