import { once } from 'node:events';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Fails when something already listens on the port: it would answer in the place of `what`. */
export async function assertPortFree(host: string, port: number, what: string): Promise<void> {
  const probe = net.createServer().listen(port, host);
  await once(probe, 'listening').catch(() => {
    throw new Error(`Port ${port} on ${host} is in use; choose another one for ${what}.`);
  });
  await new Promise((resolve) => probe.close(resolve));
}

/** False on time-out (10 s) or once `exited()`: what answers then is another server on the port. */
export async function untilAnswering(
  url: string,
  exited: () => boolean,
  okOnly = false,
): Promise<boolean> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline && !exited();) {
    const response = await fetch(url, { redirect: 'manual' }).catch(() => null);
    if (response && (response.ok || !okOnly)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** scripts/serve.ts in one process, no npx wrapper, so `stop()` stops the server itself. */
export async function serveBuild(
  port: number,
  args: string[] = [],
): Promise<{ origin: string; stop: () => void }> {
  const origin = `http://127.0.0.1:${port}`;
  await assertPortFree('127.0.0.1', port, 'the local server');
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port), ...args],
    { cwd: path.join(__dirname, '..', '..'), stdio: 'ignore' },
  );
  const stop = (): void => void server.kill();
  if (await untilAnswering(`${origin}/`, () => server.exitCode !== null, true)) {
    return { origin, stop };
  }
  stop();
  throw new Error(
    server.exitCode !== null
      ? `the local server could not start on port ${port}`
      : 'the local server did not start',
  );
}
