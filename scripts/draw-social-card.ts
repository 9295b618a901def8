// The preview image chat apps and social sites show for links to the docs.
import path from 'node:path';
import { launchChromium } from './lib/browser';

const out = path.join(__dirname, '..', 'static', 'img', 'social-card.png');

const html = `<!doctype html>
<html><head><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body {
    font-family: 'DejaVu Sans', system-ui, sans-serif; color: #fff; box-sizing: border-box;
    padding: 70px 90px; display: flex; flex-direction: column; justify-content: space-between;
    background: radial-gradient(circle at 85% 15%, #2f6b78 0, transparent 45%),
                linear-gradient(135deg, #1a4049 0%, #272569 100%);
  }
  .brand { display: flex; align-items: center; gap: 24px; font-size: 40px; font-weight: 700; }
  h1 { font-size: 62px; line-height: 1.08; margin: 0; letter-spacing: -1px; }
  p { font-size: 32px; margin: 24px 0 0; color: #cde9e6; }
  .foot { font-size: 26px; color: #9fd6cf; }
</style></head><body>
  <div class="brand">
    <svg width="72" height="72" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#7fd1c9"/>
      <rect x="12" y="24" width="40" height="18" rx="9" fill="#0f2a30"/><circle cx="43" cy="33" r="6.5" fill="#fff"/>
      <path d="M20 14v8M28 14v8" stroke="#0f2a30" stroke-width="4" stroke-linecap="round"/></svg>
    Unleash Documentation
  </div>
  <div>
    <h1>Release with confidence.<br/>Roll out, measure, roll back.</h1>
    <p>Feature flags, SDKs, guides and the full API reference</p>
  </div>
  <div class="foot">docs.getunleash.io</div>
</body></html>`;

async function main(): Promise<void> {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: out, type: 'png' });
  await browser.close();
  console.log(`wrote ${out}`);
}

void main();
