import fs from 'node:fs';
import path from 'node:path';

/** A fixture file of the unit tests, e.g. `readFixture('mermaid', 'all-types.md')`. */
export const readFixture = (...parts: string[]): string =>
  fs.readFileSync(path.join(__dirname, '..', 'unit', 'fixtures', ...parts), 'utf8');
