import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveBuild } from '../../scripts/lib/serveBuild';

test('serving on a port another server holds fails, instead of reporting that server as ours', async () => {
  const other = http.createServer((_request, response) => response.end('someone else'));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const { port } = other.address() as AddressInfo;
  try {
    await assert.rejects(
      serveBuild(port),
      /Port \d+ on 127\.0\.0\.1 is in use; choose another one for the local server\./,
    );
  } finally {
    other.close();
  }
});
