// Parsing is most of the check's time (about 9 s of CPU for docs/): it uses every core.
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { parsePage, type ParsedPage } from './markdown';

// The test runner's flags do not belong in a worker.
const workerFlags = process.execArgv.filter((flag) => !flag.startsWith('--test'));

/** Below this many pages a worker costs more to start than it saves. */
const pagesPerWorker = 40;

async function parseInOrder(contents: string[]): Promise<ParsedPage[]> {
  const pages: ParsedPage[] = [];
  for (const content of contents) pages.push(await parsePage(content));
  return pages;
}

export async function parseAll(contents: string[]): Promise<ParsedPage[]> {
  const workers = Math.min(
    os.availableParallelism(),
    4,
    Math.floor(contents.length / pagesPerWorker),
  );
  if (workers <= 1) return parseInOrder(contents);
  // Deal the pages out largest first, each to the least loaded worker.
  const order = [...contents.keys()].sort((a, b) => contents[b]!.length - contents[a]!.length);
  const shares = Array.from({ length: workers }, () => ({ size: 0, indexes: [] as number[] }));
  for (const index of order) {
    const share = shares.reduce((least, candidate) =>
      candidate.size < least.size ? candidate : least,
    );
    share.indexes.push(index);
    share.size += contents[index]!.length;
  }
  const results: ParsedPage[] = new Array(contents.length);
  await Promise.all(
    shares.map(
      ({ indexes }) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(path.join(__dirname, 'parseWorker.cjs'), {
            workerData: { checkDocsPages: indexes.map((index) => contents[index]) },
            execArgv: workerFlags,
          });
          worker.once('message', (pages: ParsedPage[]) => {
            pages.forEach((page, position) => (results[indexes[position]!] = page));
            resolve();
          });
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`A check:docs parse worker exited with code ${code}`));
          });
        }),
    ),
  );
  return results;
}

// A worker started above (through parseWorker.cjs): parse its share and send back what it found.
const share = (workerData as { checkDocsPages?: string[] } | null)?.checkDocsPages;
if (!isMainThread && share) {
  void parseInOrder(share).then((pages) => parentPort?.postMessage(pages));
}
