import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import { maxRssBytes, timed } from '../../scripts/lib/coldBuild';

const MiB = 1024 * 1024;

test("GNU time's maximum resident set size is read in bytes", () => {
  const report = [
    '\tCommand being timed: "npm run build"',
    '\tElapsed (wall clock) time (h:mm:ss or m:ss): 2:01.33',
    '\tAverage resident set size (kbytes): 0',
    '\tMaximum resident set size (kbytes): 1536000',
    '\tExit status: 0',
  ].join('\n');
  assert.equal(maxRssBytes(report), 1536000 * 1024);
  assert.equal(maxRssBytes('\tExit status: 0\n'), undefined);
});

test('a command run under /usr/bin/time reports the peak RSS of its largest descendant', async (t) => {
  if (!fs.existsSync('/usr/bin/time')) {
    t.skip('no /usr/bin/time (apt-get install -y time)');
    return;
  }
  // A shell that starts a child holding 200 MiB of touched memory, then exits 3.
  const child = `${JSON.stringify(process.execPath)} -e "Buffer.alloc(200 * 1024 * 1024, 1)"`;
  const run = await timed(['sh', '-c', `${child}; exit 3`], os.tmpdir());
  assert.equal(run.code, 3);
  assert.ok(run.maxRssBytes > 200 * MiB, `peak RSS ${run.maxRssBytes / MiB} MiB`);
  assert.ok(run.seconds > 0 && run.seconds < 60);
});
