import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Serves the build with scripts/serve.ts on 127.0.0.1:`port` (`args` are its
 * options, e.g. `--gzip`) and resolves once it answers. One process, no npx
 * wrapper, so `stop()` stops the server itself.
 */
export async function serveBuild(
  port: number,
  args: string[] = [],
): Promise<{ origin: string; stop: () => void }> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port), ...args],
    { cwd: path.join(__dirname, '..', '..'), stdio: 'ignore' },
  );
  let exited = false;
  server.on('exit', () => (exited = true));
  const stop = (): void => void server.kill();
  for (let i = 0; i < 100; i++) {
    // Another server on the port would answer for ours: stop instead of measuring it.
    if (exited) throw new Error(`the local server could not start on port ${port}`);
    if (
      await fetch(`${origin}/`).then(
        (response) => response.ok,
        () => false,
      )
    ) {
      return { origin, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('the local server did not start');
}
