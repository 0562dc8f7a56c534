/**
 * Renders the demo news illustrations (assets/demo-news/src/*.svg) to 640×360
 * WebP files in assets/demo-news/, with headless Chromium and cwebp
 * (apt-get install chromium webp). Run after changing an SVG; commit both.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../assets/demo-news/', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'demo-news-'));
try {
  for (const file of readdirSync(join(folder, 'src')).filter((name) => name.endsWith('.svg'))) {
    const name = basename(file, '.svg');
    const png = join(scratch, `${name}.png`);
    execFileSync(
      process.env.CHROMIUM ?? '/usr/bin/chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--window-size=640,360',
        `--screenshot=${png}`,
        `file://${join(folder, 'src', file)}`,
      ],
      { stdio: 'ignore' },
    );
    const webp = join(folder, `${name}.webp`);
    execFileSync('cwebp', ['-quiet', '-q', '82', '-m', '6', png, '-o', webp]);
    console.info(`${name}.webp  ${(statSync(webp).size / 1024).toFixed(1)} KB`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
