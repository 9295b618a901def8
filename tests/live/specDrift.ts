/**
 * Compares our spec (`openapi/`, bundled by openapiSpec.ts) with the spec a
 * running Unleash server publishes at /docs/openapi.json, and lists every
 * difference a reader of the reference would trip over:
 * - an operation the server publishes that we do not document;
 * - an operation whose parameters (name and location) differ;
 * - a response code the server declares that we do not;
 * - a schema the server publishes that we lack, or whose property names or
 *   required list differ.
 * Prose, examples, types and formats are not compared. Operations and
 * schemas only we have are allowed: the open-source server does not publish
 * the commercial ones (see unpublishedOperations).
 */
import { httpMethods } from '../../src/api/openapiSpec';

type Json = Record<string, unknown>;

/** The parts of an OpenAPI 3 document the comparison reads. */
export type SpecDocument = {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; parameters?: Record<string, unknown> } & Json;
};

export type Drift =
  | { kind: 'missing operation'; operation: string; operationId: string }
  | { kind: 'parameters'; operation: string; missing: string[]; extra: string[] }
  | { kind: 'response codes'; operation: string; missing: string[] }
  | { kind: 'missing schema'; schema: string }
  | {
      kind: 'schema';
      schema: string;
      missingProperties: string[];
      extraProperties: string[];
      missingRequired: string[];
      extraRequired: string[];
    };

type OperationRef = { key: string; item: Json; operation: Json };

/** Follows local `$ref`s (`#/components/<group>/<name>`) until a real node. */
function resolve(document: SpecDocument, node: unknown): Json {
  let current = node as Json | undefined;
  for (let hops = 0; current && typeof current.$ref === 'string'; hops += 1) {
    const match = /^#\/components\/([^/]+)\/(.+)$/.exec(current.$ref);
    if (!match || hops > 20) throw new Error(`Cannot resolve ${current.$ref}`);
    const group = document.components?.[match[1] ?? ''] as Record<string, Json> | undefined;
    current = group?.[match[2] ?? ''];
  }
  return current ?? {};
}

/** `METHOD /path` for every operation of the document. */
export function operationsOf(document: SpecDocument): Map<string, OperationRef> {
  const result = new Map<string, OperationRef>();
  for (const [apiPath, item] of Object.entries(document.paths)) {
    for (const method of httpMethods) {
      const operation = item[method] as Json | undefined;
      if (operation) {
        const key = `${method.toUpperCase()} ${apiPath}`;
        result.set(key, { key, item: item as Json, operation });
      }
    }
  }
  return result;
}

/** Parameters as `in:name`, path-level ones included. */
function parameterKeys(document: SpecDocument, ref: OperationRef): Set<string> {
  const listed = [
    ...((ref.item.parameters as unknown[] | undefined) ?? []),
    ...((ref.operation.parameters as unknown[] | undefined) ?? []),
  ];
  return new Set(
    listed.map((parameter) => {
      const resolved = resolve(document, parameter);
      return `${String(resolved.in)}:${String(resolved.name)}`;
    }),
  );
}

const minus = <T>(a: Iterable<T>, b: Iterable<T>): T[] => {
  const exclude = new Set(b);
  return [...a].filter((item) => !exclude.has(item)).sort();
};

const codes = (ref: OperationRef): string[] =>
  Object.keys((ref.operation.responses as Json | undefined) ?? {});

/** Every difference between the server's spec and ours, in a stable order. */
export function specDrift(server: SpecDocument, ours: SpecDocument): Drift[] {
  const drift: Drift[] = [];
  const mine = operationsOf(ours);
  for (const [key, theirs] of [...operationsOf(server)].sort(([a], [b]) => a.localeCompare(b))) {
    const match = mine.get(key);
    if (!match) {
      drift.push({
        kind: 'missing operation',
        operation: key,
        operationId: String(theirs.operation.operationId),
      });
      continue;
    }
    const theirParameters = parameterKeys(server, theirs);
    const myParameters = parameterKeys(ours, match);
    const missing = minus(theirParameters, myParameters);
    const extra = minus(myParameters, theirParameters);
    if (missing.length > 0 || extra.length > 0) {
      drift.push({ kind: 'parameters', operation: key, missing, extra });
    }
    const missingCodes = minus(codes(theirs), codes(match));
    if (missingCodes.length > 0) {
      drift.push({ kind: 'response codes', operation: key, missing: missingCodes });
    }
  }

  const mySchemas = ours.components?.schemas ?? {};
  const theirSchemas = server.components?.schemas ?? {};
  for (const name of Object.keys(theirSchemas).sort()) {
    if (!(name in mySchemas)) {
      drift.push({ kind: 'missing schema', schema: name });
      continue;
    }
    const theirs = resolve(server, theirSchemas[name]);
    const mine = resolve(ours, mySchemas[name]);
    const properties = (schema: Json): string[] =>
      Object.keys((schema.properties as Json | undefined) ?? {});
    const required = (schema: Json): string[] => (schema.required as string[] | undefined) ?? [];
    const differences = {
      missingProperties: minus(properties(theirs), properties(mine)),
      extraProperties: minus(properties(mine), properties(theirs)),
      missingRequired: minus(required(theirs), required(mine)),
      extraRequired: minus(required(mine), required(theirs)),
    };
    if (Object.values(differences).some((list) => list.length > 0)) {
      drift.push({ kind: 'schema', schema: name, ...differences });
    }
  }
  return drift;
}

/** Operations we document that the server does not publish, as `METHOD /path`. */
export function unpublishedOperations(server: SpecDocument, ours: SpecDocument): string[] {
  const published = operationsOf(server);
  return [...operationsOf(ours).keys()].filter((key) => !published.has(key)).sort();
}

/** One line per difference, saying what to change in `openapi/`. */
export function formatDrift(drift: Drift[]): string {
  const list = (label: string, items: string[]): string[] =>
    items.length > 0 ? [`${label} ${items.join(', ')}`] : [];
  const lines = drift.map((entry) => {
    switch (entry.kind) {
      case 'missing operation':
        return `${entry.operation} (${entry.operationId}): not in openapi/`;
      case 'parameters':
        return `${entry.operation}: parameters differ; ${[
          ...list('add', entry.missing),
          ...list('remove', entry.extra),
        ].join('; ')}`;
      case 'response codes':
        return `${entry.operation}: add response ${entry.missing.join(', ')}`;
      case 'missing schema':
        return `schema ${entry.schema}: not in openapi/schemas/`;
      case 'schema':
        return `schema ${entry.schema}: ${[
          ...list('add properties', entry.missingProperties),
          ...list('remove properties', entry.extraProperties),
          ...list('add to required', entry.missingRequired),
          ...list('remove from required', entry.extraRequired),
        ].join('; ')}`;
    }
  });
  const counts = new Map<string, number>();
  for (const entry of drift) counts.set(entry.kind, (counts.get(entry.kind) ?? 0) + 1);
  const summary = [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');
  return `${drift.length} differences (${summary}):\n${lines.map((line) => `  - ${line}`).join('\n')}`;
}

/**
 * How our descriptions say which plans have an operation, in the words the
 * reference already used: "Available on the Enterprise plan", "Available on
 * the Pro and Enterprise plans", "(Self-hosted) Enterprise only", "... are an
 * Enterprise feature", "Unleash Cloud only", and, where the plan is not
 * settled, "Not part of open-source Unleash".
 */
export const availabilityPattern =
  /\b(?:(?:Self-hosted )?Enterprise only|[Aa]vailable on the (?:Pro and )?Enterprise plans?|an Enterprise feature|Unleash Cloud only|Not part of open-source Unleash)\b/;

/** Operations the server does not publish whose description names no plan. */
export function unmarkedOperations(server: SpecDocument, ours: SpecDocument): string[] {
  const mine = operationsOf(ours);
  return unpublishedOperations(server, ours).filter(
    (key) => !availabilityPattern.test(String(mine.get(key)?.operation.description ?? '')),
  );
}
