/**
 * Icons that are part of the interface are SVG, never emoji: a browser
 * without an emoji font shows an emoji as an empty box (run after `npm run build`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { buildDir, builtFiles } from '../helpers/built';

const pictograph = /\p{Extended_Pictographic}/u;

const htmlFiles = builtFiles()
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join(buildDir, file));

test('every doc card draws its icon as SVG, with no emoji in the card heading', () => {
  const problems: string[] = [];
  let cards = 0;
  for (const file of htmlFiles) {
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes('theme-doc-card-heading')) continue;
    const $ = cheerio.load(html);
    $('.theme-doc-card-heading').each((_, element) => {
      cards += 1;
      const heading = $(element);
      const where = `${path.relative(buildDir, file)}: ${heading.attr('title') ?? heading.text()}`;
      if (pictograph.test(heading.text())) problems.push(`${where}: emoji in the heading`);
      if (heading.find('.theme-doc-card-icon svg').length !== 1)
        problems.push(`${where}: no SVG icon`);
    });
  }
  assert.ok(cards > 300, `only ${cards} doc cards found: the API tag pages alone have more`);
  assert.deepEqual(problems.slice(0, 20), []);
});
