/**
 * Runs one curl sample of the docs, as written, in bash against the live
 * server: placeholders are replaced by the run's URL and tokens, and `curl`
 * is a shell function that calls the real curl and records each response's
 * status, headers and body in a temporary folder.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type CurlResult = { status: number; headers: string; body: string; json: unknown };

/** Placeholder (as written on the page) to the value to put in its place. */
export type Values = Record<string, string>;

/**
 * The token `<your-api-token>` stands for in one curl command: pages use it
 * for the token of whichever API the command calls.
 */
function apiToken(command: string, tokens: { admin: string; backend: string; frontend: string }) {
  if (/\/api\/client\//.test(command)) return tokens.backend;
  if (/\/api\/frontend/.test(command)) return tokens.frontend;
  return tokens.admin;
}

/** The sample with every placeholder replaced; curl commands are told apart at line continuations. */
export function substitute(
  code: string,
  values: Values,
  tokens: { admin: string; backend: string; frontend: string },
): string {
  const commands = code.split(/\n(?!\s)/);
  return commands
    .map((command) => {
      let text = command.replaceAll('<your-api-token>', apiToken(command, tokens));
      for (const [placeholder, value] of Object.entries(values)) {
        text = text.replaceAll(placeholder, value);
      }
      return text;
    })
    .join('\n');
}

/** Placeholders left in a sample after substitution, such as `<strategy-id>`. */
export function leftoverPlaceholders(code: string): string[] {
  return [...new Set(code.match(/<[a-z][a-z0-9-]*>/g) ?? [])];
}

const prelude = `
set -e
__live_calls=0
curl() {
  __live_calls=$((__live_calls + 1))
  command curl --silent --show-error --max-time 20 \\
    --output "$LIVE_OUT/$__live_calls.body" --dump-header "$LIVE_OUT/$__live_calls.headers" \\
    --write-out '%{http_code}\\n' "$@" >> "$LIVE_OUT/status"
}
`;

/** Runs the code in bash; resolves with each curl call's result, or the shell's error. */
export function runShellSample(code: string): { calls: CurlResult[]; error?: string } {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'unleash-live-sample-'));
  try {
    const result = spawnSync('bash', ['-c', `${prelude}\n${code}`], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LIVE_OUT: out },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const statuses = fs.existsSync(path.join(out, 'status'))
      ? fs.readFileSync(path.join(out, 'status'), 'utf8').trim().split('\n')
      : [];
    const calls = statuses.map((status, index) => {
      const read = (suffix: string): string => {
        const file = path.join(out, `${index + 1}.${suffix}`);
        return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      };
      // With `-i` on the page, curl also writes the headers into the body file.
      const body = read('body').replace(/^(HTTP\/[\s\S]*?\r?\n\r?\n)+/, '');
      let json: unknown;
      try {
        json = body.trim() ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      return { status: Number(status), headers: read('headers'), body, json };
    });
    if (result.status !== 0) {
      return { calls, error: `bash exited with ${result.status}: ${result.stderr.trim()}` };
    }
    return { calls };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
