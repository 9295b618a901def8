/**
 * Child processes that must not outlive the test run. Each service starts in
 * a process group of its own (`detached`), so stopping it reaches everything
 * it started (PostgreSQL's backends, any worker of the server), and a Ctrl-C
 * in the terminal reaches only this process, which then stops the services
 * in order instead of leaving them half-killed.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export type Service = {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process is gone. */
  exited: Promise<number | string>;
  /** Everything the process wrote, also kept in its log file. */
  log: () => string;
};

/** Starts `command` in its own process group, its output going to `logFile`. */
export function startService(
  name: string,
  command: string,
  args: string[],
  logFile: string,
  options: SpawnOptions = {},
): Service {
  let text = '';
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer): void => {
    text += chunk.toString();
    fs.writeSync(out, chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once('error', (error) => {
      text += `${error.message}\n`;
      resolve('error');
    });
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  void exited.then(() => fs.closeSync(out));
  return { name, child, exited, log: () => text };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Asks the service to stop with `signal`, waits up to `graceMs`, then kills
 * its whole process group. Also kills the group when the leader has exited
 * but something it started is still running.
 */
export async function stopService(
  service: Service,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 10_000,
): Promise<void> {
  if (service.child.exitCode === null && service.child.signalCode === null) {
    signalGroup(service.child, signal);
    const timeout = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([service.exited, timeout]);
  }
  signalGroup(service.child, 'SIGKILL');
}

/** Last resort on process exit, when no asynchronous clean-up can run. */
export function killNow(service: Service): void {
  signalGroup(service.child, 'SIGKILL');
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `ready` every 250 ms until it returns true, the service exits, or `timeoutMs` passes. */
export async function waitFor(
  service: Service,
  what: string,
  ready: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void service.exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${service.name} exited before ${what}:\n${tail(service.log())}`);
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${service.name}: no ${what} after ${timeoutMs / 1000} s:\n${tail(service.log())}`,
  );
}

/** The last lines of a log, for error messages. */
export function tail(text: string, lines = 40): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
