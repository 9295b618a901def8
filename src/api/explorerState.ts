// The explorer (src/theme/ApiItem/Explorer.tsx) and the build's request samples (requestSamples.ts)
// both start from this request, so they agree.

interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: { default?: unknown; example?: unknown };
  value?: unknown;
}

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

type ParamsByPlace = Record<ApiParameter['in'], ApiParameter[]>;

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

export function mediaTypes(api: ApiOperation): { accept: string[]; contentType: string[] } {
  const accept = Object.entries(api.responses ?? {})
    .filter(([code]) => /^2\d\d$/.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  return { accept, contentType: Object.keys(api.requestBody?.content ?? {}) };
}
