/**
 * One HTTP/1.1 request written byte for byte on a socket. fetch and
 * Playwright's request API normalise what a hostile client would not: they
 * resolve `..`, turn `\` into `/` and refuse control characters, so the
 * hostile URL tests could not send their cases through them.
 */
import net from 'node:net';

export type RawResponse = { status: number; headers: Array<[string, string]>; head: string };

export function rawRequest(
  origin: string,
  target: string,
  method = 'GET',
  timeoutMs = 5000,
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let data = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${method} ${target}: no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('connect', () => {
      socket.write(
        Buffer.concat([
          Buffer.from(`${method} `, 'latin1'),
          // The target as the test wrote it: its UTF-8 bytes, nothing escaped.
          Buffer.from(target, 'utf8'),
          Buffer.from(` HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`, 'latin1'),
        ]),
      );
    });
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const end = data.indexOf('\r\n\r\n');
      const head = data.subarray(0, end < 0 ? data.length : end).toString('latin1');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const headers = lines.map((line): [string, string] => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      });
      resolve({ status, headers, head });
    });
  });
}

export const headerOf = (response: RawResponse, name: string): string | undefined =>
  response.headers.find(([header]) => header === name.toLowerCase())?.[1];
