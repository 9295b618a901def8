import { kebab } from '../../api/openapiSpec';
import { escapeText, fence } from './markdownText';

type Json = Record<string, unknown>;

type ApiOperation = { path: string; method: string; operation: Json };

export type ApiSpec = { paths: Record<string, Record<string, Json>>; components?: Json };

const maxDepth = 6;

const placeholders = new Map<string, unknown>([
  ['string date-time', '2025-01-31T12:00:00.000Z'],
  ['string date', '2025-01-31'],
  ['string uri', 'https://example.com'],
  ['string', 'string'],
  ['integer', 0],
  ['number', 0],
  ['boolean', true],
]);

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** By the slug of their page: the generator names pages after the operation id. */
export function operationsBySlug(spec: ApiSpec): Map<string, ApiOperation> {
  const operations = new Map<string, ApiOperation>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const id = text(operation.operationId);
      if (id) operations.set(kebab(id), { path, method, operation });
    }
  }
  return operations;
}

export function absoluteLinks(markdown: string, origin: string): string {
  return markdown.replace(/\]\((\/[^)\s]*)\)/g, (_, target: string) => `](${origin}${target})`);
}

export function operationToMarkdown(spec: ApiSpec, entry: ApiOperation, origin: string): string {
  origin = origin.replace(/\/$/, '');
  // Named schemas already listed on this page: later uses point back to them.
  const listed = new Set<string>();

  const prose = (value: unknown) =>
    absoluteLinks(text(value), origin)
      .replace(/\s*\n\s*/g, ' ')
      .trim();

  const resolve = (value: unknown): { schema: Json; name?: string } => {
    let schema: unknown = value;
    let name: string | undefined;
    for (let hops = 0; isObject(schema) && typeof schema.$ref === 'string' && hops < 10; hops++) {
      const parts = schema.$ref.replace(/^#\//, '').split('/');
      name = parts[parts.length - 1];
      schema = parts.reduce<unknown>(
        (node, key) =>
          isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined,
        spec,
      );
    }
    return { schema: isObject(schema) ? schema : {}, name };
  };

  const flatten = (value: unknown): { schema: Json; name?: string } => {
    const { schema, name } = resolve(value);
    if (!Array.isArray(schema.allOf)) return { schema, name };
    const merged: Json = { ...schema, allOf: undefined };
    const properties: Json = {};
    const required = new Set<string>();
    for (const part of [...schema.allOf, { ...schema, allOf: undefined }]) {
      const flat = flatten(part).schema;
      Object.assign(properties, isObject(flat.properties) ? flat.properties : {});
      for (const key of Array.isArray(flat.required) ? flat.required : [])
        required.add(String(key));
      for (const key of ['type', 'description', 'nullable', 'additionalProperties', 'example'])
        if (merged[key] === undefined && flat[key] !== undefined) merged[key] = flat[key];
    }
    if (Object.keys(properties).length > 0) {
      merged.properties = properties;
      merged.type ??= 'object';
    }
    merged.required = [...required];
    return { schema: merged, name };
  };

  const typeName = (value: unknown, depth = 0): string => {
    const { schema } = flatten(value);
    const variants = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
    let type: string;
    if (Array.isArray(variants) && depth < 3)
      type = variants.map((variant) => typeName(variant, depth + 1)).join(' or ');
    // An array of itself is named once.
    else if (schema.type === 'array')
      type = depth < maxDepth ? `array of ${typeName(schema.items, depth + 1)}` : 'array';
    else if (typeof schema.type === 'string')
      type = typeof schema.format === 'string' ? `${schema.format} ${schema.type}` : schema.type;
    else type = isObject(schema.properties) ? 'object' : 'any';
    return schema.nullable === true ? `${type} or null` : type;
  };

  const facts = (schema: Json): string[] => {
    const out: string[] = [];
    const code = (value: unknown): string => `\`${JSON.stringify(value)}\``;
    if (Array.isArray(schema.enum)) out.push(`One of: ${schema.enum.map(code).join(', ')}.`);
    if (schema.default !== undefined) out.push(`Default: ${code(schema.default)}.`);
    const limits = [
      ['minimum', 'Minimum'],
      ['maximum', 'Maximum'],
      ['minLength', 'Minimum length'],
      ['maxLength', 'Maximum length'],
      ['minItems', 'Minimum items'],
      ['maxItems', 'Maximum items'],
    ] as const;
    for (const [key, label] of limits)
      if (typeof schema[key] === 'number') out.push(`${label}: ${String(schema[key])}.`);
    if (typeof schema.pattern === 'string') out.push(`Pattern: \`${schema.pattern}\`.`);
    if (schema.deprecated === true) out.push('Deprecated.');
    if (schema.example !== undefined && !isObject(schema.example) && !Array.isArray(schema.example))
      out.push(`Example: ${code(schema.example)}.`);
    return out;
  };

  const hasFields = (value: unknown, depth = 0): boolean => {
    // A schema that is an array or map of itself ends here.
    if (depth > maxDepth) return false;
    const { schema } = flatten(value);
    if (schema.type === 'array') return hasFields(schema.items, depth + 1);
    return (
      (isObject(schema.properties) && Object.keys(schema.properties).length > 0) ||
      Array.isArray(schema.oneOf) ||
      Array.isArray(schema.anyOf) ||
      (isObject(schema.additionalProperties) && hasFields(schema.additionalProperties, depth + 1))
    );
  };

  const fields = (value: unknown, depth: number, stack: string[]): string[] => {
    const { schema, name } = flatten(value);
    if (name && stack.includes(name)) return [`- The same fields as \`${name}\` (recursive).`];
    if (depth >= maxDepth) return ['- Nested further; see the schema above.'];
    if (name && listed.has(name) && depth > 0)
      return [`- The same fields as \`${name}\`, listed above.`];
    const nextStack = name ? [...stack, name] : stack;
    const nested = (inner: unknown) =>
      fields(inner, depth + 1, nextStack).map((line) => `  ${line}`);
    const variants = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
    if (Array.isArray(variants)) {
      return variants.flatMap((variant, index) => {
        const { schema: option, name: optionName } = flatten(variant);
        const label = optionName ? `\`${optionName}\`` : typeName(variant);
        const about = option.description ? `. ${prose(option.description)}` : '';
        return [`- Option ${index + 1}: ${label}${about}`, ...nested(variant)];
      });
    }
    if (schema.type === 'array') return fields(schema.items, depth, nextStack);
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    if (name && Object.keys(properties).length > 0) listed.add(name);
    const lines: string[] = [];
    for (const [property, propertyValue] of Object.entries(properties)) {
      const resolved = flatten(propertyValue).schema;
      const details = [
        typeName(propertyValue),
        ...(required.has(property) ? ['required'] : []),
        ...(resolved.readOnly === true ? ['read-only'] : []),
      ].join(', ');
      const about = [prose(resolved.description), ...facts(resolved)].filter(Boolean).join(' ');
      lines.push(`- \`${property}\` (${details})${about ? `: ${about}` : ''}`);
      if (hasFields(propertyValue)) lines.push(...nested(propertyValue));
    }
    const { additionalProperties: values } = schema;
    if (isObject(values) && Object.keys(properties).length === 0) {
      lines.push(`- Any key: ${typeName(values)}`);
      if (hasFields(values)) lines.push(...nested(values));
    }
    return lines;
  };

  const example = (value: unknown, stack: string[] = []): unknown => {
    const { schema, name } = flatten(value);
    if (name && stack.includes(name)) return undefined;
    const nextStack = name ? [...stack, name] : stack;
    if (schema.example !== undefined) return schema.example;
    if (schema.default !== undefined) return schema.default;
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
    const variants = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
    if (Array.isArray(variants) && variants.length > 0) return example(variants[0], nextStack);
    if (schema.type === 'array') {
      const item = example(schema.items, nextStack);
      return item === undefined ? [] : [item];
    }
    // A property without an example is left out by JSON.stringify, the only reader of the result.
    if (isObject(schema.properties))
      return Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, example(value, nextStack)]),
      );
    if (schema.type === 'object') return {};
    return (
      placeholders.get(`${String(schema.type)} ${String(schema.format)}`) ??
      placeholders.get(String(schema.type))
    );
  };

  const parameterTables = (parameters: Json[]): string[] =>
    ['path', 'query', 'header', 'cookie'].flatMap((location) => {
      const rows = parameters
        .filter((parameter) => parameter.in === location)
        .map((parameter) => {
          const schema = flatten(parameter.schema).schema;
          const about = [
            prose(text(parameter.description) || schema.description),
            ...facts({ ...schema, example: parameter.example ?? schema.example }),
          ]
            .filter(Boolean)
            .join(' ')
            .replace(/\|/g, '\\|');
          return `| \`${text(parameter.name)}\` | ${typeName(parameter.schema).replace(/\|/g, '\\|')} | ${parameter.required === true ? 'yes' : 'no'} | ${about} |`;
        });
      if (rows.length === 0) return [];
      return [
        `### ${location.charAt(0).toUpperCase()}${location.slice(1)} parameters`,
        `| Name | Type | Required | Description |\n| --- | --- | --- | --- |\n${rows.join('\n')}`,
      ];
    });

  const curl = (parameters: Json[], body: unknown): string => {
    const sample = (parameter: Json): string => {
      const value = parameter.example ?? flatten(parameter.schema).schema.example;
      return value === undefined ? `<${text(parameter.name)}>` : String(value);
    };
    let path = entry.path;
    for (const parameter of parameters.filter((p) => p.in === 'path'))
      path = path.replace(`{${text(parameter.name)}}`, sample(parameter));
    const query = parameters
      .filter((p) => p.in === 'query' && p.required === true)
      .map((p) => `${encodeURIComponent(text(p.name))}=${encodeURIComponent(sample(p))}`)
      .join('&');
    const { security } = entry.operation;
    const anonymous = Array.isArray(security) && security.length === 0;
    const lines = [
      `curl -X ${entry.method.toUpperCase()} "<your-unleash-url>${path}${query ? `?${query}` : ''}"`,
    ];
    if (!anonymous) lines.push(`-H "Authorization: <your-token>"`);
    if (body !== undefined) {
      lines.push(`-H "Content-Type: application/json"`);
      lines.push(`--data '${JSON.stringify(body, null, 2).replace(/'/g, "'\\''")}'`);
    }
    return lines.join(' \\\n  ');
  };

  const { operation } = entry;
  const endpoint = `${entry.method.toUpperCase()} ${entry.path}`;
  const out = [`# ${escapeText(text(operation.summary) || endpoint)}`, `\`${endpoint}\``];
  if (operation.deprecated === true)
    out.push('> **Deprecated:** this operation may be removed in a future version of the API.');
  const description = absoluteLinks(text(operation.description), origin);
  if (description) out.push(description);

  const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).map(
    (parameter) => resolve(parameter).schema,
  );
  const tables = parameterTables(parameters);
  const { schema: requestBody } = resolve(operation.requestBody);
  const requestContent = isObject(requestBody.content) ? requestBody.content : {};
  let jsonBody: unknown;
  if (tables.length > 0 || Object.keys(requestContent).length > 0) {
    out.push('## Request', ...tables);
    for (const [mediaType, media] of Object.entries(requestContent)) {
      const about = prose(requestBody.description);
      const required = requestBody.required === true ? 'Required.' : 'Optional.';
      out.push(`### Request body (\`${mediaType}\`)`, about ? `${about} ${required}` : required);
      if (!isObject(media) || media.schema === undefined) continue;
      const list = fields(media.schema, 0, []);
      const type = typeName(media.schema);
      if (type !== 'object') out.push(`Type: ${type}.`);
      if (list.length > 0) out.push(list.join('\n'));
      if (mediaType.includes('json') && jsonBody === undefined)
        jsonBody = media.example ?? example(media.schema);
    }
  }

  const responses = isObject(operation.responses) ? operation.responses : {};
  if (Object.keys(responses).length > 0) {
    out.push('## Responses');
    const shown = new Map<string, string>();
    for (const [status, responseValue] of Object.entries(responses)) {
      const { schema: response } = resolve(responseValue);
      out.push(`### ${status}`);
      const about = prose(response.description);
      if (about) out.push(about);
      const headers = Object.entries(isObject(response.headers) ? response.headers : {});
      const lines = headers.map(([header, value]) => {
        const resolved = resolve(value).schema;
        const description = prose(resolved.description);
        return `- \`${header}\` (${typeName(resolved.schema)})${description ? `: ${description}` : ''}`;
      });
      if (lines.length > 0) out.push(`Headers:\n\n${lines.join('\n')}`);
      const content = isObject(response.content) ? response.content : {};
      for (const [mediaType, media] of Object.entries(content)) {
        const schema = isObject(media) ? media.schema : undefined;
        if (schema === undefined) continue;
        const key = `${mediaType} ${resolve(schema).name ?? JSON.stringify(schema)}`;
        const type = typeName(schema);
        const same = shown.get(key);
        if (same) {
          out.push(`Body (\`${mediaType}\`): ${type}, the same as for ${same}.`);
          continue;
        }
        shown.set(key, status);
        const list = fields(schema, 0, []);
        out.push(
          `Body (\`${mediaType}\`): ${type}${list.length > 0 ? ', with these fields:' : '.'}`,
        );
        if (list.length > 0) out.push(list.join('\n'));
      }
    }
  }

  out.push('## Example request', fence(curl(parameters, jsonBody), 'bash'));
  return `${out.join('\n\n')}\n`;
}
