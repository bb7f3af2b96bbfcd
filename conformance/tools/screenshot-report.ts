#!/usr/bin/env -S tsx
// Renders an HTML scorecard in headless Chromium and saves a PNG, to look at the report as people see it.
//   tsx conformance/tools/screenshot-report.ts reports/conformance/index.html out.png [width] [--full | --y=PIXELS]
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const [file, out, width] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!file || !out) {
  process.stderr.write('usage: screenshot-report.ts REPORT.html OUT.png [width] [--full]\n');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: Number(width ?? 1280), height: 900 } });
  await page.goto(`file://${resolve(file)}`);
  const y = Number(process.argv.find((a) => a.startsWith('--y='))?.slice(4) ?? 0);
  if (y > 0) await page.mouse.wheel(0, y);
  await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
} finally {
  await browser.close();
}
