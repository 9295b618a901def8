/**
 * What `require('crypto-js')` gives the site's browser bundles (a
 * `resolve.alias` of ./index.ts): SHA-1 only. The OpenAPI theme's explorer
 * hashes the keys of the credentials it stores with crypto-js's SHA1 and uses
 * nothing else of it; the whole library (ciphers included) added some 17 KB
 * of gzip to every API page. Nothing else in the site's bundles requires
 * crypto-js.
 */
'use strict';

module.exports = { SHA1: require('crypto-js/sha1') };
