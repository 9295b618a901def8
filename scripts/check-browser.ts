import { assertChromium, chromiumPath } from '../tests/e2e/browser';

try {
  assertChromium();
  console.log(`Browser tests will use ${chromiumPath}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
