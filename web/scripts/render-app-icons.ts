// Draws the PNG app icons in web/public from web/public/icon.svg with the same Chromium the
// browser tests use. Run it after changing the SVG: node web/scripts/render-app-icons.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '../public');
const svg = readFileSync(path.join(publicDir, 'icon.svg'), 'utf8');
// The SVG keeps its drawing inside the middle 56%, so it also serves as a maskable icon.
const SIZES = { 'icon-192.png': 192, 'icon-512.png': 512, 'apple-touch-icon.png': 180 };

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const [file, size] of Object.entries(SIZES)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: path.join(publicDir, file) });
    await page.close();
  }
} finally {
  await browser.close();
}
