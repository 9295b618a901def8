'use strict';
// A worker thread does not inherit the TypeScript loader of the tsx command
// that started its parent, so it registers one before loading the worker.
require('tsx/cjs/api').register();
require('./parseWorker.ts');
