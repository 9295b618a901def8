// Browsers, feed readers and crawlers ask for /favicon.ico whatever the page links to. PNG images
// in an ICO are allowed since Windows Vista; every current browser reads them.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/browser';

const root = path.join(__dirname, '..');
const svg = fs.readFileSync(path.join(root, 'static', 'img', 'favicon.svg'), 'utf8');
const out = path.join(root, 'static', 'favicon.ico');
const sizes = [16, 32, 48];

/** An ICO file: a 6-byte header, a 16-byte entry per image, then the images; unset bytes are 0. */
function icoFile(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size, 0); // width (every size here is below 256)
    entry.writeUInt8(size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const images = [];
    for (const size of sizes) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const sized = svg.replace(/width="\d+" height="\d+"/, `width="${size}" height="${size}"`);
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
      );
      images.push({ size, png: await page.screenshot({ omitBackground: true }) });
      await page.close();
    }
    fs.writeFileSync(out, icoFile(images));
    console.log(`Wrote ${path.relative(root, out)} (${sizes.join(', ')} px)`);
  } finally {
    await browser.close();
  }
}

void main();
