/**
 * Child processes that must not outlive the test run. Each service starts in
 * a process group of its own (`detached`), so stopping it reaches everything
 * it started (PostgreSQL's backends, any worker of the server), and a Ctrl-C
 * in the terminal reaches only this process, which then stops the services
 * in order instead of leaving them half-killed.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export type Service = {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process is gone. */
  exited: Promise<number | string>;
  /** Where everything the process writes goes. */
  logFile: string;
  /**
   * Asks the service to stop with its stop signal, waits up to 10 s, then
   * kills its whole process group. Also kills the group when the leader has
   * exited but something it started is still running.
   */
  stop: () => Promise<void>;
};

/** Starts `command` in its own process group, its output going to `logFile`. */
export function startService(
  name: string,
  command: string,
  args: string[],
  logFile: string,
  stopSignal: NodeJS.Signals,
  options: SpawnOptions = {},
): Service {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', out, out] });
  // The child has its own copy of the descriptor.
  fs.closeSync(out);
  const exited = new Promise<number | string>((resolve) => {
    child.once('error', (error) => {
      fs.appendFileSync(logFile, `${error.message}\n`);
      resolve('error');
    });
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup(child, stopSignal);
      await Promise.race([exited, sleep(10_000, undefined, { ref: false })]);
    }
    signalGroup(child, 'SIGKILL');
  };
  return { name, child, exited, logFile, stop };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Last resort on process exit, when no asynchronous clean-up can run. */
export function killNow(service: Service): void {
  signalGroup(service.child, 'SIGKILL');
}

/**
 * Polls `ready` every 250 ms until it returns true. When the service exits
 * first, or `timeoutMs` passes, stops it and fails with the end of its log.
 */
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
  while (!gone && Date.now() < deadline) {
    if (await ready()) return;
    await sleep(250);
  }
  const log = fs.readFileSync(service.logFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
  const error = new Error(
    gone
      ? `${service.name} exited before ${what}:\n${log}`
      : `${service.name}: no ${what} after ${timeoutMs / 1000} s:\n${log}`,
  );
  await service.stop();
  throw error;
}
