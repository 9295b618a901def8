'use strict';
// A worker thread does not inherit the TypeScript loader of the tsx command
// that started its parent, so it registers one before loading parallel.ts, which runs the worker.
require('tsx/cjs/api').register();
require('./parallel.ts');
