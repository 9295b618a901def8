/** A worker of `parseAll`: parses the pages it is given and sends back what it found. */
import { parentPort, workerData } from 'node:worker_threads';
import { parsePage } from './markdown';

async function run(): Promise<void> {
  const results = [];
  for (const content of workerData as string[]) {
    const page = await parsePage(content);
    results.push({ ...page, anchors: [...page.anchors] });
  }
  parentPort?.postMessage(results);
}

void run();
