export const interactionEvents = ['scroll', 'click', 'touchstart', 'mousemove'] as const;

/** Calls `load` once, on the first interaction on `target` or after `delayMs`; returns a cancel. */
export function deferUntilInteraction(
  target: EventTarget,
  load: () => void,
  delayMs: number,
): () => void {
  const listening = new AbortController();
  const fire = (): void => {
    listening.abort();
    load();
  };
  const handle = setTimeout(fire, delayMs);
  listening.signal.addEventListener('abort', () => clearTimeout(handle));
  for (const type of interactionEvents) {
    target.addEventListener(type, fire, { passive: true, signal: listening.signal });
  }
  return () => listening.abort();
}
