/**
 * Draws the home-screen icons of the web app manifest (shell/public/manifest.webmanifest)
 * from the club's mark (shell/src/features/layout/logo.tsx) with headless Chromium,
 * into shell/public/icons/. The PNGs are committed; run this again after the mark changes:
 *
 *   node scripts/make-app-icons.mjs
 *
 * Uses CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/** The theme's brand colour (shared/ui/src/theme.css, --color-brand), as the logo draws it. */
const BRAND = '#1e2a6e';
const ACCENT = '#f59e0b';

/** The mark of logo.tsx: a bridge over three pillars on a rounded square. */
const mark = (corner) => `
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">
    <rect width="32" height="32" rx="${corner}" fill="${BRAND}"/>
    <path d="M6 20c4-7 16-7 20 0" fill="none" stroke="${ACCENT}" stroke-width="3" stroke-linecap="round"/>
    <path d="M9 20v4M16 15v9M23 20v4" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>
  </svg>`;

/**
 * `any`: the mark as the site shows it (transparent corners). `maskable`: a full square of
 * the brand colour with the mark inside the safe zone (the middle 80%), since the phone
 * cuts its own shape out of it. `apple`: a full square, which iOS rounds itself.
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, html: mark(8) },
  { file: 'icon-512.png', size: 512, html: mark(8) },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    html: `<div style="width:100%;height:100%;background:${BRAND};display:grid;place-items:center">
      <div style="width:66%;height:66%">${mark(0)}</div></div>`,
  },
  { file: 'apple-touch-icon.png', size: 180, html: mark(0) },
];

const out = fileURLToPath(new URL('../shell/public/icons/', import.meta.url));
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, html } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;background:transparent">${html}</body></html>`,
    );
    await page.screenshot({ path: `${out}${file}`, omitBackground: true });
    await page.close();
    console.info(`shell/public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
