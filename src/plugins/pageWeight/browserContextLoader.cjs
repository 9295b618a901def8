/**
 * Loader for @docusaurus/core's browser context (browser build only).
 *
 * After hydration, Docusaurus flips `useIsBrowser()` to true from an effect.
 * An update made in an effect renders at React's default priority, in one
 * task that cannot yield, and every component that reads the flag renders
 * again in it: tabs remount their panels, the OpenAPI theme renders its
 * request and response schemas, each Markdown description parsed anew. On an
 * API page that was one 600 ms task at the CPU speed of a mid-range phone.
 * Made in a transition, the same render runs in slices that give the main
 * thread back to the reader every few milliseconds.
 *
 * The file is checked for the shape expected; any other shape fails the
 * build, since a Docusaurus upgrade that changes it must be looked at.
 */
'use strict';

const { replaceOnce: replaceIn } = require('./lazyApiRoutesLoader.cjs');

function fail(message) {
  throw new Error(`pageWeight (browser context): ${message}`);
}

const replaceOnce = (source, search, replacement) =>
  replaceIn(source, search, replacement, 'browserContext.js', fail);

function patchBrowserContext(source) {
  const imported = replaceOnce(
    source,
    "import React, { useEffect, useState } from 'react';",
    "import React, { startTransition, useEffect, useState } from 'react';",
  );
  return replaceOnce(imported, 'setIsBrowser(true);', 'startTransition(() => setIsBrowser(true));');
}

module.exports = function browserContextLoader(source) {
  return patchBrowserContext(source);
};
module.exports.patchBrowserContext = patchBrowserContext;
