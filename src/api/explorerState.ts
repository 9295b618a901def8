/**
 * The request an API operation page starts from, before the reader edits
 * anything. The explorer (src/theme/ApiItem/Explorer.tsx) and the build's
 * request samples (requestSamples.ts) both start from it, so they agree.
 */

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: { default?: unknown; example?: unknown };
  value?: unknown;
}

/** The operation as the OpenAPI generator writes it for the explorer. */
export interface ApiOperation {
  method: string;
  path: string;
  parameters?: ApiParameter[];
  requestBody?: { content?: Record<string, { schema?: unknown; encoding?: unknown }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, { type: string; name?: string; scheme?: string }>;
  postman?: unknown;
}

export type ParamsByPlace = Record<ApiParameter['in'], ApiParameter[]>;

/** Each parameter with the value the form starts with: the default, else the first example. */
export function initialParams(api: ApiOperation): ParamsByPlace {
  const params: ParamsByPlace = { path: [], query: [], header: [], cookie: [] };
  for (const param of api.parameters ?? []) {
    const prefill =
      param.schema?.default ??
      param.example ??
      param.schema?.example ??
      Object.values(param.examples ?? {})[0]?.value;
    params[param.in]?.push(prefill === undefined ? param : { ...param, value: prefill });
  }
  return params;
}

/** The media types of the success responses, then of the request body. */
export function mediaTypes(api: ApiOperation): { accept: string[]; contentType: string[] } {
  const accept = Object.entries(api.responses ?? {})
    .filter(([code]) => /^2\d\d$/.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  return { accept, contentType: Object.keys(api.requestBody?.content ?? {}) };
}
