export const interactionEvents = ['scroll', 'click', 'touchstart', 'mousemove'] as const;

/** Calls `load` once, on the first interaction on `target` or after `delayMs`; returns a cancel. */
export function deferUntilInteraction(
  target: EventTarget,
  load: () => void,
  delayMs: number,
): () => void {
  const listening = new AbortController();
  const cancel = (): void => {
    listening.abort();
    clearTimeout(handle);
  };
  const fire = (): void => {
    cancel();
    load();
  };
  const handle = setTimeout(fire, delayMs);
  for (const type of interactionEvents) {
    target.addEventListener(type, fire, { passive: true, signal: listening.signal });
  }
  return cancel;
}
