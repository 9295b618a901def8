import fs from 'node:fs';
import path from 'node:path';

// Renames only, so `target` is the old folder or the new one, never a mix; both must be on one
// file system.
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
