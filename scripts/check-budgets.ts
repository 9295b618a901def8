/**
 * Compares reports/bench.json (from npm run bench) with the page-weight budgets.
 * Exits non-zero when a budget is exceeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BenchReport } from './bench';

/** JS + CSS loaded before hydration, gzip, in KiB. */
export const budgetsKiB: Record<string, number> = {
  doc: 200,
  home: 200,
  notFound: 200,
  apiOperation: 900,
  apiTag: 200,
};

const file = path.join(__dirname, '..', 'reports', 'bench.json');
if (!fs.existsSync(file)) {
  console.error('No reports/bench.json: run npm run bench first.');
  process.exit(1);
}
const report = JSON.parse(fs.readFileSync(file, 'utf8')) as BenchReport;
let failed = false;
for (const [type, budget] of Object.entries(budgetsKiB)) {
  const measured = report.firstLoad[type];
  if (!measured) {
    console.error(`${type}: not measured`);
    failed = true;
    continue;
  }
  const kib = measured.totalGzipBytes / 1024;
  const ok = kib <= budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${type.padEnd(18)} ${kib.toFixed(1)} KiB of ${budget} KiB`);
}
process.exit(failed ? 1 : 0);
