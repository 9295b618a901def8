import fs from 'node:fs';
import path from 'node:path';

/**
 * Puts the finished folder `next` in the place of `target` (which may not exist yet) with renames
 * only, so `target` is the old folder or the new one, never a mix. Both must be on one file system:
 * keep `next` inside the site folder. The old folder is put back if the second rename fails.
 */
export function swapDir(next: string, target: string): void {
  const old = path.join(path.dirname(next), `${path.basename(next)}.replaced`);
  fs.rmSync(old, { recursive: true, force: true });
  const hadTarget = fs.existsSync(target);
  if (hadTarget) fs.renameSync(target, old);
  try {
    fs.renameSync(next, target);
  } catch (error) {
    if (hadTarget) fs.renameSync(old, target);
    throw error;
  }
  fs.rmSync(old, { recursive: true, force: true });
}
