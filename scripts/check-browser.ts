import { assertChromium, chromiumPath } from './lib/browser';
import { assertNginx } from './lib/nginx';

const problems: string[] = [];
try {
  assertChromium();
  console.log(`Browser tests will use ${chromiumPath}`);
} catch (error) {
  problems.push((error as Error).message);
}
try {
  console.log(`The nginx tests will use ${assertNginx()}`);
} catch (error) {
  problems.push((error as Error).message);
}
for (const problem of problems) console.error(problem);
if (problems.length) process.exit(1);
