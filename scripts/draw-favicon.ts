// Browsers, feed readers and crawlers ask for /favicon.ico whatever the page links to. PNG images
// in an ICO are allowed since Windows Vista; every current browser reads them.
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/browser';

const root = path.join(__dirname, '..');
const svg = fs.readFileSync(path.join(root, 'static', 'img', 'favicon.svg'), 'utf8');
const out = path.join(root, 'static', 'favicon.ico');
const sizes = [16, 32, 48];

/** An ICO file: a 6-byte header, a 16-byte entry per image, then the images; unset bytes are 0. */
function icoFile(images: Array<{ size: number; png: Buffer }>): Buffer {
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(1, 2); // 1 = icon
  head.writeUInt16LE(images.length, 4);
  let offset = head.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    head.writeUInt8(size, entry); // width (every size here is below 256)
    head.writeUInt8(size, entry + 1);
    head.writeUInt16LE(1, entry + 4); // colour planes
    head.writeUInt16LE(32, entry + 6); // bits per pixel
    head.writeUInt32LE(png.length, entry + 8);
    head.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([head, ...images.map(({ png }) => png)]);
}

async function main(): Promise<void> {
  const browser = await launchChromium();
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
