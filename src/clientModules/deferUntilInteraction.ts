export const interactionEvents = ['scroll', 'click', 'touchstart', 'mousemove'] as const;

/** Calls `load` once, on the first interaction on `target` or after `delayMs`; returns a cancel. */
export function deferUntilInteraction(
  target: EventTarget,
  load: () => void,
  delayMs: number,
): () => void {
  let done = false;
  const cancel = (): void => {
    done = true;
    clearTimeout(handle);
    for (const type of interactionEvents) target.removeEventListener(type, fire);
  };
  const fire = (): void => {
    if (done) return;
    cancel();
    load();
  };
  const handle = setTimeout(fire, delayMs);
  for (const type of interactionEvents) {
    target.addEventListener(type, fire, { passive: true, once: true });
  }
  return cancel;
}
