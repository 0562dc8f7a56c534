/**
 * Renders the demo lead illustrations (assets/demo-leads/src/*.svg) to 960×540
 * WebP files in assets/demo-leads/: the system Chromium, driven by the e2e
 * package's Playwright, draws each SVG on a canvas and encodes it. Run after
 * changing an SVG (`node api/scripts/render-demo-lead-images.mjs`); commit both.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WIDTH = 960;
const HEIGHT = 540;
const QUALITY = 0.85;

// The API does not depend on Playwright; the e2e package does.
const { chromium } = createRequire(new URL('../../e2e/package.json', import.meta.url))(
  '@playwright/test',
);
const folder = fileURLToPath(new URL('../assets/demo-leads/', import.meta.url));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const file of readdirSync(join(folder, 'src')).filter((name) => name.endsWith('.svg'))) {
    const svg = readFileSync(join(folder, 'src', file), 'utf8');
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, width: WIDTH, height: HEIGHT, quality: QUALITY },
    );
    if (!dataUrl.startsWith('data:image/webp;base64,')) {
      throw new Error(`${file}: this browser cannot encode WebP`);
    }
    const webp = join(folder, `${basename(file, '.svg')}.webp`);
    writeFileSync(webp, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    console.info(`${basename(webp)}  ${(statSync(webp).size / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
