/**
 * Compares reports/bench.json (from npm run bench) with the page-weight budgets.
 * Exits non-zero when a budget is exceeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BenchReport } from './bench';
import { firstLoadBudgetsKiB, firstQueryBudgetKiB } from './lib/budgets';

const file = path.join(__dirname, '..', 'reports', 'bench.json');
if (!fs.existsSync(file)) {
  console.error('No reports/bench.json: run npm run bench first.');
  process.exit(1);
}
const report = JSON.parse(fs.readFileSync(file, 'utf8')) as BenchReport;
let failed = false;

function check(name: string, bytes: number | undefined, budgetKiB: number): void {
  if (bytes === undefined) {
    console.error(`${name}: not measured`);
    failed = true;
    return;
  }
  const kib = bytes / 1024;
  const ok = kib <= budgetKiB;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name.padEnd(24)} ${kib.toFixed(1)} KiB of ${budgetKiB} KiB`,
  );
}

for (const [type, budget] of Object.entries(firstLoadBudgetsKiB)) {
  check(type, report.firstLoad[type]?.totalGzipBytes, budget);
}
for (const run of report.search?.cold ?? []) {
  check(`search '${run.query}'`, run.gzipBytes, firstQueryBudgetKiB);
}
process.exit(failed ? 1 : 0);
