// npm run bench:check [-- --lighthouse]; see the README.
import fs from 'node:fs';
import path from 'node:path';
import type { BenchReport } from './bench';
import {
  firstLoadBudgetsKiB,
  firstQueryBudgetKiB,
  idleBudgetsKB,
  lighthouseTargets,
} from './lib/budgets';
import { categoryIds, missedTargets } from './lib/lighthouseSummary';
import { fail } from './lib/cli';

const file = path.join(__dirname, '..', 'reports', 'bench.json');
if (!fs.existsSync(file)) fail('No reports/bench.json: run npm run bench first.');
const report = JSON.parse(fs.readFileSync(file, 'utf8')) as BenchReport;
let failed = false;

function check(name: string, bytes: number | undefined, budget: number, unit = 1024): void {
  if (bytes === undefined) {
    console.error(`${name}: not measured`);
    failed = true;
    return;
  }
  const size = bytes / unit;
  const ok = size <= budget;
  failed ||= !ok;
  const label = unit === 1024 ? 'KiB' : 'KB';
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name.padEnd(24)} ${size.toFixed(1)} ${label} of ${budget} ${label}`,
  );
}

for (const [type, budget] of Object.entries(firstLoadBudgetsKiB)) {
  check(type, report.firstLoad[type]?.totalGzipBytes, budget);
}
for (const [type, budget] of Object.entries(idleBudgetsKB)) {
  check(`${type} at idle`, report.idle?.[type]?.totalGzipBytes, budget, 1000);
}
for (const run of report.search?.cold ?? []) {
  check(`search '${run.query}'`, run.gzipBytes, firstQueryBudgetKiB);
}
if (process.argv.includes('--lighthouse')) {
  const pages = report.lighthouse?.pages;
  if (!pages || Object.keys(pages).length === 0) {
    console.error('lighthouse: not measured (run npm run bench with --lighthouse-runs above 0)');
    failed = true;
  } else {
    // Against today's targets, not the ones stored with an older report.
    const missed = missedTargets(pages, lighthouseTargets);
    for (const [page, summary] of Object.entries(pages)) {
      for (const category of categoryIds) {
        const miss = missed.some((m) => m.page === page && m.category === category);
        console.log(
          `${miss ? 'MISS' : 'ok  '} lighthouse ${`${page} ${category}`.padEnd(29)} ${summary.scores[category] ?? '-'} (target ${lighthouseTargets[category]})`,
        );
      }
    }
    failed ||= missed.length > 0;
  }
}
process.exit(failed ? 1 : 0);
