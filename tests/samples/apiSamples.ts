/**
 * The curl samples of the docs that call an Unleash API, found so that
 * `npm run test:live` can run them against the live server in page order.
 *
 * A sample is a `bash`, `sh` or `shell` fence whose commands run curl
 * against an Unleash path (`/api/...`, `/health`, `/edge/...`, `/auth/...`).
 * It runs unless its fence says why it cannot, in the fence's meta:
 *
 *     ```bash live="skip: Enterprise only"
 *
 * What the page promises about the response is read from the page itself:
 * - the JSON fence that follows the sample (with only prose between them,
 *   in the same section) is the response's shape;
 * - a success status in backticks in that prose (`201`, `304`) is the
 *   status; without one, any 2xx passes.
 */

export type ApiSample = {
  /** Line of the opening fence (1-based). */
  line: number;
  code: string;
  /** Why the sample is not run here, from `live="skip: ..."`. */
  skip?: string;
  /** The JSON the page shows as the response, parsed; undefined when it shows none. */
  response?: unknown;
  /** Set when the page shows a JSON response that does not parse. */
  responseError?: string;
  /** The success status the page names for the response. */
  status?: number;
};

type Fence = { line: number; lang: string; meta: string; code: string; end: number };

function fences(source: string): { fences: Fence[]; lines: string[] } {
  const lines = source.split('\n');
  const found: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,})(\w*)(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent = '', ticks = '', lang = '', meta = ''] = open;
    let j = i + 1;
    while (j < lines.length && lines[j]!.trim() !== ticks) j++;
    const code = lines
      .slice(i + 1, j)
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
      .join('\n');
    found.push({ line: i + 1, lang, meta: meta.trim(), code, end: j });
    i = j;
  }
  return { fences: found, lines };
}

const shellLanguages = new Set(['bash', 'sh', 'shell']);
const unleashPath = /\/(?:api\/|health\b|edge\/|auth\/)/;

/** Does this shell code call an Unleash API (or Unleash Edge, which serves the same paths) with curl? */
export function callsUnleashApi(code: string): boolean {
  return /\bcurl\b/.test(code) && unleashPath.test(code);
}

/** The `live="..."` value of a fence's meta. */
function liveMeta(meta: string): string | undefined {
  return /\blive="([^"]*)"/.exec(meta)?.[1];
}

export function extractApiSamples(source: string): ApiSample[] {
  const { fences: all, lines } = fences(source);
  const samples: ApiSample[] = [];
  for (const [index, fence] of all.entries()) {
    if (!shellLanguages.has(fence.lang) || !callsUnleashApi(fence.code)) continue;
    const sample: ApiSample = { line: fence.line, code: fence.code };
    const live = liveMeta(fence.meta);
    if (live !== undefined) {
      const skip = /^skip:\s*(.+)$/.exec(live);
      if (!skip) throw new Error(`line ${fence.line}: live="${live}" must be "skip: <reason>"`);
      sample.skip = skip[1]!.trim();
    }
    const next = all[index + 1];
    const proseEnd = next ? next.line - 1 : lines.length;
    const prose = lines.slice(fence.end + 1, proseEnd);
    const heading = prose.findIndex((line) => /^#{1,6}\s/.test(line));
    const between = (heading < 0 ? prose : prose.slice(0, heading)).join('\n');
    const claimed = /`([23]\d\d)`/.exec(between);
    if (claimed) sample.status = Number(claimed[1]);
    if (next && heading < 0 && next.lang === 'json') {
      try {
        sample.response = JSON.parse(next.code) as unknown;
      } catch (error) {
        sample.responseError = `line ${next.line}: the response shown is not JSON (${(error as Error).message})`;
      }
    }
    samples.push(sample);
  }
  return samples;
}

/**
 * Where `actual` lacks what the page shows in `shown`: every key of a shown
 * object must be there with a value of the same JSON type; every element of
 * a shown array must match an element of the actual array (the one with the
 * same `name` when it has one). `name` values and booleans must be equal;
 * other values only of the same type, since IDs, dates and counts differ
 * from run to run.
 */
export function shapeMismatches(shown: unknown, actual: unknown, where = '$'): string[] {
  const type = (value: unknown): string =>
    value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  if (shown === null) return [];
  if (type(shown) !== type(actual)) {
    return [`${where}: the page shows ${type(shown)}, the server sent ${type(actual)}`];
  }
  if (typeof shown === 'boolean' && shown !== actual) {
    return [`${where}: the page shows ${String(shown)}, the server sent ${String(actual)}`];
  }
  if (Array.isArray(shown)) {
    const list = actual as unknown[];
    return shown.flatMap((item, index) => {
      const name = (item as { name?: unknown } | null)?.name;
      const candidates =
        name === undefined
          ? list
          : list.filter((other) => (other as { name?: unknown } | null)?.name === name);
      if (candidates.length === 0) {
        return [`${where}[${index}]: the server sent no element named ${JSON.stringify(name)}`];
      }
      const results = candidates.map((other) => shapeMismatches(item, other, `${where}[${index}]`));
      return results.find((problems) => problems.length === 0) ?? results[0]!;
    });
  }
  if (shown && typeof shown === 'object') {
    const object = actual as Record<string, unknown>;
    return Object.entries(shown).flatMap(([key, value]) => {
      if (!(key in object)) return [`${where}.${key}: missing from the server's response`];
      if (key === 'name' && typeof value === 'string' && value !== object[key]) {
        return [
          `${where}.name: the page shows "${value}", the server sent "${String(object[key])}"`,
        ];
      }
      return shapeMismatches(value, object[key], `${where}.${key}`);
    });
  }
  return [];
}
