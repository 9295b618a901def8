/**
 * What `require('crypto-js')` gives the browser bundles (an alias of ./index.ts): the OpenAPI
 * explorer uses only SHA1 (nothing else requires crypto-js), and the whole library added some
 * 17 KB of gzip to every API page.
 */
'use strict';

module.exports = { SHA1: require('crypto-js/sha1') };
