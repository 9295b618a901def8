/** Small helpers the live checks share. */
import { liveTarget } from './target';

export const target = liveTarget();

export type Reply = { status: number; json: unknown; text: string };

/** One request to the live server, with the token as the whole `Authorization` header. */
export async function call(
  method: string,
  route: string,
  token?: string,
  body?: unknown,
): Promise<Reply> {
  const response = await fetch(`${target.url}${route}`, {
    method,
    headers: {
      ...(token ? { Authorization: token } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

/**
 * Retries `check` until it returns a value other than undefined, for up to
 * `timeoutMs`. The Frontend API and the client caches pick up changes when
 * the server's revision poll notices them (once a second), not at once.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
