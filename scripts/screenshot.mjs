// Takes screenshots of built pages in headless Chromium, for looking at what users see:
//   node scripts/screenshot.mjs dist/demo/browser out.png "/#/pagination" [width] [height]
import { chromium } from 'playwright-core';
import { findChromium, HEADLESS_FLAGS } from './find-chromium.mjs';
import { serveStatic } from './serve-static.mjs';

const [root, out, path = "/", width = "1100", height = "1600"] = process.argv.slice(2);
const server = await serveStatic(root);
const browser = await chromium.launch({ executablePath: findChromium(), args: HEADLESS_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
  page.on('console', (m) => console.log(`[console.${m.type()}] ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: out, fullPage: true });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
  await server.close();
}
